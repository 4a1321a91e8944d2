import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import triggerPlugin from '../index.js';
import { createTrigger } from './create-trigger.js';
import { triggerElementSchema } from './trigger-schema.js';

const trigger = (fields: Record<string, unknown>) => ({ type: 'trigger', id: 't1', children: [{ text: '' }], ...fields });
const p = (id: string, text = '') => ({ type: 'p', id, children: [{ text }] });

describe('trigger schema', () => {
  it('keeps a trigger about its content block or its group, with its prompt, unchanged', () => {
    for (const triggerType of ['content_block', 'content_group']) {
      const element = trigger({ trigger_type: triggerType, prompt: 'Explain this with an example' });
      const parsed = triggerElementSchema.safeParse(element);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(element);
      expect(JSON.parse(JSON.stringify(parsed.data))).toEqual(element);
    }
  });

  it('refuses a trigger type the spec does not name, and a prompt that is not text', () => {
    expect(triggerElementSchema.safeParse(trigger({ trigger_type: 'content' })).success).toBe(false);
    expect(triggerElementSchema.safeParse(trigger({ prompt: 3 })).success).toBe(false);
  });

  it('refuses a prompt over 2000 characters, saying so', () => {
    expect(triggerElementSchema.safeParse(trigger({ prompt: 'x'.repeat(2000) })).success).toBe(true);
    const parsed = triggerElementSchema.safeParse(trigger({ prompt: 'x'.repeat(2001) }));
    expect(parsed.error?.issues[0]?.message).toBe('The prompt is too long: at most 2000 characters');
  });
});

describe('trigger normalisation', () => {
  const normalize = (value: unknown[]) => normalizeWithPlugins([textPlugin, triggerPlugin], value as never);

  it('leaves a new trigger between paragraphs as it is', () => {
    let n = 0;
    const doc = [p('a'), createTrigger(() => `new${++n}`), p('b')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('empties the children of a trigger holding text, keeping its fields', () => {
    const { value, violations } = normalize([p('a'), trigger({ prompt: 'Why?', children: [{ text: 'stray' }, p('x', 'inner')] }), p('b')]);
    expect(value[1]).toEqual(trigger({ prompt: 'Why?' }));
    expect(violations).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { triggerElementSchema } from './trigger-schema.js';

describe('trigger schema', () => {
  it('accepts an AI trigger with its prompt', () => {
    expect(triggerElementSchema.safeParse({ type: 'trigger', trigger_type: 'content', prompt: 'Explain', children: [{ text: '' }] }).success).toBe(true);
    expect(triggerElementSchema.safeParse({ type: 'trigger', prompt: 3, children: [{ text: '' }] }).success).toBe(false);
  });
});

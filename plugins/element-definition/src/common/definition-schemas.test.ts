import { describe, expect, it } from 'vitest';
import { definitionElementSchema } from './definition-schemas.js';

const para = (text: string) => ({ type: 'p', children: [{ text }] });

describe('definition schema', () => {
  it('accepts a definition with meanings, translations and a pronunciation', () => {
    const definition = {
      type: 'definition',
      term: 'casa',
      meanings: [{ type: 'meaning', children: [para('house')] }],
      translations: [{ type: 'translation', children: [para('house')] }],
      pronunciation: { type: 'pronunciation', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [para('KAH-sah')] },
      children: [{ text: '' }],
    };
    expect(definitionElementSchema.safeParse(definition).success).toBe(true);
    expect(definitionElementSchema.safeParse({ ...definition, meanings: [para('x')] }).success).toBe(false);
  });

  it('refuses a pronunciation clip with a script URL', () => {
    const result = definitionElementSchema.safeParse({
      type: 'definition',
      pronunciation: { type: 'pronunciation', src: 'javascript:alert(1)', children: [] },
      children: [],
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['pronunciation', 'src'], message: 'Unsafe URL' });
  });
});

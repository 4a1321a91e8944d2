import { describe, expect, it } from 'vitest';
import { definitionElementSchema } from './definition-schemas.js';
import { MAX_DEFINITION_ENTRIES, MAX_TERM_LENGTH } from './definition-limits.js';

const para = (text: string) => ({ type: 'p', children: [{ text }] });
const meaning = (text: string) => ({ type: 'meaning', id: `m-${text}`, children: [para(text)] });

const casa = {
  type: 'definition',
  id: 'd1',
  term: 'casa',
  meanings: [{ type: 'meaning', id: 'm1', children: [para('house')] }],
  translations: [{ type: 'translation', id: 't1', children: [para('house')] }],
  pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [para('KAH-sah')] },
  children: [{ text: '' }],
};

describe('definition schema', () => {
  it('reads a definition with meanings, translations and a pronunciation back unchanged', () => {
    const parsed = definitionElementSchema.parse(JSON.parse(JSON.stringify(casa)));
    expect(parsed).toEqual(casa);
    expect(definitionElementSchema.safeParse({ ...casa, meanings: [para('x')] }).success).toBe(false);
  });

  it('refuses a pronunciation clip with a script URL', () => {
    const result = definitionElementSchema.safeParse({
      type: 'definition',
      pronunciation: { type: 'pronunciation', src: 'javascript:alert(1)', children: [] },
      children: [],
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['pronunciation', 'src'], message: 'Unsafe URL' });
  });

  it('refuses an over-long term and too many meanings or translations, saying what the bound is', () => {
    const long = definitionElementSchema.safeParse({ ...casa, term: 'a'.repeat(MAX_TERM_LENGTH + 1) });
    expect(long.error?.issues[0]).toMatchObject({ path: ['term'], message: `A term is at most ${MAX_TERM_LENGTH} characters` });
    expect(definitionElementSchema.safeParse({ ...casa, term: 'a'.repeat(MAX_TERM_LENGTH) }).success).toBe(true);
    const many = Array.from({ length: MAX_DEFINITION_ENTRIES + 1 }, (_, i) => meaning(String(i)));
    expect(definitionElementSchema.safeParse({ ...casa, meanings: many }).error?.issues[0]).toMatchObject({
      path: ['meanings'],
      message: `A definition has at most ${MAX_DEFINITION_ENTRIES} meanings`,
    });
    const translations = many.map((m) => ({ ...m, type: 'translation' }));
    expect(definitionElementSchema.safeParse({ ...casa, translations }).error?.issues[0]?.message).toBe(`A definition has at most ${MAX_DEFINITION_ENTRIES} translations`);
  });
});

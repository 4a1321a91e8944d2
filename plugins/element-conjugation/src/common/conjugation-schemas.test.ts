import { describe, expect, it } from 'vitest';
import { conjugationElementSchema, tcElementSchema } from './conjugation-schemas.js';
import { MAX_CONJUGATION_ROWS, MAX_CONJUGATION_TEXT_LENGTH, MAX_PRONOUNS_LENGTH } from './conjugation-limits.js';

const conjugation = {
  type: 'conjugation',
  id: 'c',
  title: 'Present',
  verb: 'hablar',
  pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/hablar.mp3', contenttype: 'audio/mpeg', children: [{ type: 'p', id: 'pp', children: [{ text: 'ah-BLAR' }] }] },
  table: {
    type: 'table',
    id: 't',
    children: [{ type: 'tr', id: 'r', children: [{ type: 'tc', id: 'c1', pronouns: 'yo', audioSrc: '/media/hablo.mp3', audioType: 'audio/mpeg', children: [{ text: 'hablo' }] }] }],
  },
  children: [{ text: '' }],
};

describe('conjugation schemas', () => {
  it('read a conjugation with its table back unchanged', () => {
    expect(conjugationElementSchema.parse(JSON.parse(JSON.stringify(conjugation)))).toEqual(conjugation);
    expect(conjugationElementSchema.safeParse({ ...conjugation, table: { type: 'tr', children: [] } }).success).toBe(false);
  });

  it('accept a conjugation cell with pronouns and audio, refusing a script audio URL', () => {
    const tc = { type: 'tc', pronouns: 'yo', audioSrc: '/media/hablo.mp3', audioType: 'audio/mpeg', children: [] };
    expect(tcElementSchema.parse(tc)).toEqual(tc);
    const bad = tcElementSchema.safeParse({ ...tc, audioSrc: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['audioSrc'], message: 'Unsafe URL' });
  });

  it('refuse over-long texts and an over-tall table, saying what the bound is', () => {
    expect(conjugationElementSchema.safeParse({ ...conjugation, verb: 'a'.repeat(MAX_CONJUGATION_TEXT_LENGTH + 1) }).error?.issues[0]).toMatchObject({
      path: ['verb'],
      message: `A conjugation's verb is at most ${MAX_CONJUGATION_TEXT_LENGTH} characters`,
    });
    expect(conjugationElementSchema.safeParse({ ...conjugation, title: 'a'.repeat(MAX_CONJUGATION_TEXT_LENGTH + 1) }).error?.issues[0]?.message).toBe(
      `A conjugation's title is at most ${MAX_CONJUGATION_TEXT_LENGTH} characters`,
    );
    expect(tcElementSchema.safeParse({ type: 'tc', pronouns: 'x'.repeat(MAX_PRONOUNS_LENGTH + 1), children: [] }).error?.issues[0]?.message).toBe(
      `A cell's pronouns are at most ${MAX_PRONOUNS_LENGTH} characters`,
    );
    const rows = Array.from({ length: MAX_CONJUGATION_ROWS + 1 }, (_, i) => ({ type: 'tr', id: `r${i}`, children: [] }));
    expect(conjugationElementSchema.safeParse({ ...conjugation, table: { ...conjugation.table, children: rows } }).error?.issues[0]).toMatchObject({
      path: ['table', 'children'],
      message: `A conjugation table has at most ${MAX_CONJUGATION_ROWS} rows`,
    });
  });
});

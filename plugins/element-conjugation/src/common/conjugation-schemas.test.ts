import { describe, expect, it } from 'vitest';
import { conjugationElementSchema, tcElementSchema } from './conjugation-schemas.js';

describe('conjugation schemas', () => {
  it('accepts a conjugation with its table', () => {
    const conjugation = {
      type: 'conjugation',
      title: 'Present',
      verb: 'hablar',
      table: { type: 'table', children: [{ type: 'tr', children: [{ type: 'tc', pronouns: 'yo', children: [{ text: 'hablo' }] }] }] },
      children: [{ text: '' }],
    };
    expect(conjugationElementSchema.safeParse(conjugation).success).toBe(true);
    expect(conjugationElementSchema.safeParse({ ...conjugation, table: { type: 'tr', children: [] } }).success).toBe(false);
  });

  it('accepts a conjugation cell with pronouns and audio, refusing a script audio URL', () => {
    const tc = { type: 'tc', pronouns: 'yo', audioSrc: '/media/hablo.mp3', audioType: 'audio/mpeg', children: [] };
    expect(tcElementSchema.safeParse(tc).success).toBe(true);
    const bad = tcElementSchema.safeParse({ ...tc, audioSrc: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['audioSrc'], message: 'Unsafe URL' });
  });
});

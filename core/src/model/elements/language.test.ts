import { describe, expect, it } from 'vitest';
import {
  conjugationElementSchema,
  definitionElementSchema,
  dialogElementSchema,
  foreignElementSchema,
  tcElementSchema,
} from './language.js';

const para = (text: string) => ({ type: 'p', children: [{ text }] });

describe('language elements', () => {
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

  it('accepts a dialog whose lines name their speaker, and requires speaker ids', () => {
    const dialog = {
      type: 'dialog',
      title: 'At the market',
      speakers: [{ id: 's1', name: 'Ana', image: '/media/ana.png' }],
      lines: [{ type: 'dialog_line', id: 'l1', speaker: 's1', children: [para('Hola')] }],
      children: [{ text: '' }],
    };
    expect(dialogElementSchema.safeParse(dialog).success).toBe(true);
    expect(dialogElementSchema.safeParse({ ...dialog, speakers: [{ name: 'Ana' }] }).success).toBe(false);
  });

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

  it('accepts foreign text with an empty language (the project default)', () => {
    expect(foreignElementSchema.safeParse({ type: 'foreign', lang: '', children: [{ text: 'bonjour' }] }).success).toBe(true);
    expect(foreignElementSchema.safeParse({ type: 'foreign', lang: 7, children: [] }).success).toBe(false);
  });

  it('accepts a conjugation cell with pronouns and audio, refusing a script audio URL', () => {
    const tc = { type: 'tc', pronouns: 'yo', audioSrc: '/media/hablo.mp3', audioType: 'audio/mpeg', children: [] };
    expect(tcElementSchema.safeParse(tc).success).toBe(true);
    const bad = tcElementSchema.safeParse({ ...tc, audioSrc: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['audioSrc'], message: 'Unsafe URL' });
  });
});

import { describe, expect, it } from 'vitest';
import { dialogElementSchema } from './dialog-schemas.js';
import { MAX_DIALOG_LINES, MAX_DIALOG_SPEAKERS, MAX_DIALOG_TITLE_LENGTH, MAX_SPEAKER_NAME_LENGTH } from './dialog-limits.js';

const para = (id: string, text: string) => ({ type: 'p', id, children: [{ text }] });
const line = (id: string, speaker: string, text: string) => ({ type: 'dialog_line', id, speaker, children: [para(`${id}p`, text)] });

const market = {
  type: 'dialog',
  id: 'd1',
  title: 'At the market',
  speakers: [
    { id: 's1', name: 'Ana', image: '/media/ana.png' },
    { id: 's2', name: 'Luis' },
  ],
  lines: [line('l1', 's1', '¿Cuánto cuesta?'), line('l2', 's2', 'Dos euros.')],
  children: [{ text: '' }],
};

describe('dialog schema', () => {
  it('reads a dialog with its speakers and lines back unchanged', () => {
    const parsed = dialogElementSchema.parse(JSON.parse(JSON.stringify(market)));
    expect(parsed).toEqual(market);
  });

  it('keeps a line whose speaker is unknown: the editor marks it, it is no error', () => {
    expect(dialogElementSchema.safeParse({ ...market, lines: [line('l1', 'gone', 'Hola')] }).success).toBe(true);
  });

  it('requires speaker ids, and lines that are dialog lines', () => {
    expect(dialogElementSchema.safeParse({ ...market, speakers: [{ name: 'Ana' }] }).success).toBe(false);
    expect(dialogElementSchema.safeParse({ ...market, lines: [para('x', 'Hola')] }).success).toBe(false);
  });

  it('refuses a portrait with a script address', () => {
    const result = dialogElementSchema.safeParse({ ...market, speakers: [{ id: 's1', name: 'Ana', image: 'javascript:alert(1)' }] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['speakers', 0, 'image'], message: 'Unsafe URL' });
  });

  it('refuses a dialog past its bounds, saying what the bound is', () => {
    expect(dialogElementSchema.safeParse({ ...market, title: 'a'.repeat(MAX_DIALOG_TITLE_LENGTH + 1) }).error?.issues[0]?.message).toBe(
      `A dialog's title is at most ${MAX_DIALOG_TITLE_LENGTH} characters`,
    );
    expect(dialogElementSchema.safeParse({ ...market, title: 'a'.repeat(MAX_DIALOG_TITLE_LENGTH) }).success).toBe(true);
    expect(dialogElementSchema.safeParse({ ...market, speakers: [{ id: 's1', name: 'a'.repeat(MAX_SPEAKER_NAME_LENGTH + 1) }] }).error?.issues[0]?.message).toBe(
      `A speaker's name is at most ${MAX_SPEAKER_NAME_LENGTH} characters`,
    );
    const speakers = Array.from({ length: MAX_DIALOG_SPEAKERS + 1 }, (_, i) => ({ id: `s${i}`, name: `S${i}` }));
    expect(dialogElementSchema.safeParse({ ...market, speakers }).error?.issues[0]?.message).toBe(`A dialog has at most ${MAX_DIALOG_SPEAKERS} speakers`);
    const lines = Array.from({ length: MAX_DIALOG_LINES + 1 }, (_, i) => line(`l${i}`, 's1', 'Hola'));
    expect(dialogElementSchema.safeParse({ ...market, lines }).error?.issues[0]?.message).toBe(`A dialog has at most ${MAX_DIALOG_LINES} lines`);
  });
});

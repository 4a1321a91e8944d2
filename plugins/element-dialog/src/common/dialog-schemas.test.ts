import { describe, expect, it } from 'vitest';
import { dialogElementSchema } from './dialog-schemas.js';

const para = (text: string) => ({ type: 'p', children: [{ text }] });

describe('dialog schema', () => {
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
});

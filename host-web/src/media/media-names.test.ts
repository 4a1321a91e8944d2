import { describe, expect, it } from 'vitest';
import { gridFileName, selectedFileName } from './media-names.js';

describe('media file names on screen', () => {
  it('shortens a grid name to 30 characters keeping its last 12', () => {
    const shown = gridFileName('photosynthesis-light-reactions-diagram-final.png');
    expect(shown).toHaveLength(30);
    expect(shown).toBe('photosynthesis-...am-final.png');
    expect(gridFileName('cell.png')).toBe('cell.png');
  });

  it('cuts the selected name at 65 characters', () => {
    const long = `${'a'.repeat(80)}.png`;
    expect(selectedFileName(long)).toBe(`${'a'.repeat(62)}...`);
    expect(selectedFileName('cell.png')).toBe('cell.png');
  });
});

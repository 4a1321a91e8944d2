import { describe, expect, it } from 'vitest';
import { searchWords, wordsContain } from './search-words.js';

describe('search words', () => {
  it('folds case and accents and splits at anything but letters and digits', () => {
    expect(searchWords('Énergie  des CELLULES: ATP-synthase, 2×3')).toEqual(['energie', 'des', 'cellules', 'atp', 'synthase', '2', '3']);
    expect(searchWords(' ?! ')).toEqual([]);
  });

  it('bounds the words kept', () => {
    expect(searchWords('a b c d', 2)).toEqual(['a', 'b']);
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(60);
  });

  it('finds text whose words start with every word searched for', () => {
    const words = searchWords('Photosynthesis in synthetic photo cells');
    expect(wordsContain(words, searchWords('photo synth'))).toBe(true);
    expect(wordsContain(words, searchWords('PHOTOSYNTHESIS cells'))).toBe(true);
    expect(wordsContain(words, searchWords('thesis'))).toBe(false);
    expect(wordsContain(words, [])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { pixelSizeText } from './pixel-size-text.js';

describe('pixelSizeText', () => {
  it('shows a stored number or text as it is', () => {
    expect(pixelSizeText(640)).toBe('640');
    expect(pixelSizeText('480')).toBe('480');
  });

  it('shows nothing for a size that is not set', () => {
    expect(pixelSizeText(undefined)).toBe('');
    expect(pixelSizeText(null)).toBe('');
    expect(pixelSizeText({ px: 640 })).toBe('');
  });
});

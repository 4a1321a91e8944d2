import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.js';

describe('file sizes for people', () => {
  it('uses bytes, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(245 * 1024)).toBe('245 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatFileSize(350 * 1024 * 1024)).toBe('350 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });
});

import { describe, expect, it } from 'vitest';
import { truncateUrl } from './truncate-url.js';

describe('truncateUrl', () => {
  const long = 'https://example.com/courses/biology/unit-3/lesson-12/resources.pdf';

  it('shows "..." and the last 40 characters of a longer URL', () => {
    const out = truncateUrl(long);
    expect(out).toBe('...s/biology/unit-3/lesson-12/resources.pdf');
    expect(out).toBe(`...${long.slice(-40)}`);
    expect(out).toHaveLength(43);
  });

  it('leaves URLs of 40 characters or fewer unchanged', () => {
    expect(truncateUrl('')).toBe('');
    expect(truncateUrl('https://example.com')).toBe('https://example.com');
    const forty = 'x'.repeat(40);
    expect(truncateUrl(forty)).toBe(forty);
    expect(truncateUrl(`${forty}y`)).toBe(`...${'x'.repeat(39)}y`);
  });

  it('takes a custom maximum', () => {
    expect(truncateUrl('https://example.com/page', 4)).toBe('...page');
    expect(truncateUrl('abc', 0)).toBe('...');
    expect(() => truncateUrl('abc', -1)).toThrow(RangeError);
    expect(() => truncateUrl('abc', 2.5)).toThrow(RangeError);
  });
});

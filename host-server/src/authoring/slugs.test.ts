import { describe, expect, it } from 'vitest';
import { slugify } from './slugs.js';

describe('slugify', () => {
  it.each([
    ['Élan & Vital: Chemistry!', 'elan-vital-chemistry'],
    ['  Unit 1 — Atoms  ', 'unit-1-atoms'],
    ['日本語', 'page'],
    ['---', 'page'],
    ['a'.repeat(80), 'a'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title, 'page')).toBe(slug);
  });

  it('keeps only characters a LIKE pattern treats literally', () => {
    expect(slugify('100% of_the *stuff*', 'x')).toMatch(/^[a-z0-9-]+$/);
  });
});

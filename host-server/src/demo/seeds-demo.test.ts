import { describe, expect, it } from 'vitest';
import { seedsDemo } from './seeds-demo.js';

describe('seedsDemo', () => {
  it('seeds by default, but not under NODE_ENV=production', () => {
    expect(seedsDemo({})).toBe(true);
    expect(seedsDemo({ NODE_ENV: 'development' })).toBe(true);
    expect(seedsDemo({ NODE_ENV: 'production' })).toBe(false);
  });

  it('does what QUIRE_DEMO says, whatever NODE_ENV is', () => {
    expect(seedsDemo({ QUIRE_DEMO: '0' })).toBe(false);
    expect(seedsDemo({ QUIRE_DEMO: 'false', NODE_ENV: 'development' })).toBe(false);
    expect(seedsDemo({ QUIRE_DEMO: '1', NODE_ENV: 'production' })).toBe(true);
    expect(seedsDemo({ QUIRE_DEMO: ' Yes ' })).toBe(true);
  });

  it('refuses any other value rather than guess', () => {
    expect(() => seedsDemo({ QUIRE_DEMO: 'nope' })).toThrow('QUIRE_DEMO: use 1 to seed the demo course on a fresh database, or 0 not to (not "nope")');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createId } from './create-id.js';

describe('createId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives URL-safe ids of at least 10 characters', () => {
    const id = createId();
    expect(id.length).toBeGreaterThanOrEqual(10);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(id)).toBe(id);
  });

  it('does not repeat over 10,000 calls', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i++) ids.add(createId());
    expect(ids.size).toBe(10_000);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const ch of createId()) seen.add(ch);
    expect(seen.size).toBe(64);
  });

  it('throws a clear error without Web Crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => createId()).toThrow(/getRandomValues is not available/);
  });
});

import { describe, expect, it } from 'vitest';
import { DrawnPageCache } from './drawn-page-cache.js';

const page = (bytes: number, fill = 'a') => Buffer.alloc(bytes, fill);

describe('DrawnPageCache', () => {
  it('gives back a page kept under its key', () => {
    const cache = new DrawnPageCache(1000);
    cache.set('one', page(100));
    expect(cache.get('one')?.length).toBe(100);
    expect(cache.get('two')).toBeUndefined();
  });

  it('keeps within its bytes by letting the least recently used pages go', () => {
    const cache = new DrawnPageCache(1000);
    cache.set('old', page(200));
    cache.set('used', page(200));
    cache.set('newer', page(200));
    cache.get('used');
    cache.set('newest', page(200));
    cache.set('last', page(200));
    cache.set('over', page(200));
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('used')).toBeDefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(1000);
  });

  it('counts a page kept again under its key once', () => {
    const cache = new DrawnPageCache(1000);
    cache.set('one', page(200, 'a'));
    cache.set('one', page(200, 'b'));
    expect(cache.size()).toEqual({ pages: 1, bytes: 200 });
    expect(cache.get('one')?.toString()).toBe('b'.repeat(200));
  });

  it('does not keep a page too large for a quarter of its bytes', () => {
    const cache = new DrawnPageCache(1000);
    cache.set('large', page(400));
    expect(cache.get('large')).toBeUndefined();
  });
});

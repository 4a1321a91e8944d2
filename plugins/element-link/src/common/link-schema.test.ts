import { describe, expect, it } from 'vitest';
import { linkElementSchema } from './link-schema.js';

const text = [{ text: 'see' }];

describe('link schema', () => {
  it('accepts links to a page, a URL and a media item', () => {
    expect(linkElementSchema.safeParse({ type: 'a', href: '/course/link/intro', linkType: 'page', children: text }).success).toBe(true);
    expect(linkElementSchema.safeParse({ type: 'a', href: 'https://example.org', linkType: 'url', target: '_blank', children: text }).success).toBe(true);
    expect(linkElementSchema.safeParse({ type: 'a', href: '/media/a.pdf', linkType: 'media_library', children: text }).success).toBe(true);
  });

  it('refuses a javascript: link with a clear message, and a link without href', () => {
    const result = linkElementSchema.safeParse({ type: 'a', href: 'javascript:alert(1)', children: text });
    expect(result.error?.issues[0]).toMatchObject({ path: ['href'], message: 'Unsafe URL' });
    expect(linkElementSchema.safeParse({ type: 'a', children: text }).success).toBe(false);
    expect(linkElementSchema.safeParse({ type: 'a', href: '#', linkType: 'email', children: text }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { pasteLink } from './link-paste-rules.js';

function paste(tagName: string, attributes: Record<string, string>, children: Descendant[] = [{ text: 'text' }]) {
  return pasteLink({ tagName, getAttribute: (name) => attributes[name] ?? null }, () => children, () => 'l1', new Map());
}

describe('pasting links', () => {
  it('turns <a href> into a link keeping its content', () => {
    expect(paste('A', { href: 'https://example.org' }, [{ text: 'site', strong: true }])).toEqual({
      type: 'a',
      id: 'l1',
      href: 'https://example.org',
      linkType: 'url',
      children: [{ text: 'site', strong: true }],
    });
  });

  it('recognises a course page link', () => {
    expect(paste('a', { href: '/course/link/cells' })).toMatchObject({ href: '/course/link/cells', linkType: 'page' });
  });

  it('leaves links without a safe address to the host, which keeps only their text', () => {
    expect(paste('a', { href: 'javascript:alert(1)' })).toBeUndefined();
    expect(paste('a', { href: ' JaVaScRiPt:alert(1)' })).toBeUndefined();
    expect(paste('a', { href: 'data:text/html,x' })).toBeUndefined();
    expect(paste('a', {})).toBeUndefined();
  });

  it('drops a link with nothing in it', () => {
    expect(paste('a', { href: 'https://example.org' }, [])).toEqual([]);
  });

  it('leaves other tags alone', () => {
    expect(paste('span', { href: 'https://example.org' })).toBeUndefined();
  });
});

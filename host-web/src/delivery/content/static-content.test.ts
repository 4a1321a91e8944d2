import { describe, expect, it } from 'vitest';
import type { PageItem } from '@quire/core';
import { holdsInteractiveElement, INTERACTIVE_ELEMENT_KINDS, itemsAreStatic } from './static-content.js';

const p = (text: string) => ({ type: 'p', id: text, children: [{ text }] });
const video = { type: 'video', id: 'v', src: [], children: [{ text: '' }] };
const content = (...children: unknown[]) => ({ type: 'content', id: 'c', children }) as PageItem;

describe('content that reads the same without script', () => {
  it("knows the installed plugins' island kinds: the players, the run-code block, recordings, popups, command buttons and DOT", () => {
    expect([...INTERACTIVE_ELEMENT_KINDS].sort()).toEqual(['command_button', 'conjugation', 'definition', 'ecl', 'popup', 'tc', 'trigger', 'video', 'youtube']);
  });

  it('finds an island anywhere in rich content, a caption or a table cell included', () => {
    expect(holdsInteractiveElement([p('text'), { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'd', children: [video] }] }] }])).toBe(true);
    expect(holdsInteractiveElement([{ type: 'img', id: 'i', src: 'a.png', caption: [video], children: [{ text: '' }] }])).toBe(true);
    expect(holdsInteractiveElement([p('video'), { text: 'video', video: true }])).toBe(false);
  });

  it('calls a page static when it has only content without islands, in groups without pages', () => {
    expect(itemsAreStatic([content(p('a')), { type: 'group', id: 'g', purpose: 'none', children: [content(p('b'))] } as PageItem])).toBe(true);
    expect(itemsAreStatic([content(p('a'), video)])).toBe(false);
    expect(itemsAreStatic([content(p('a')), { type: 'break', id: 'b' } as PageItem, content(p('c'))])).toBe(false);
    expect(itemsAreStatic([{ type: 'group', id: 'g', purpose: 'none', paginationMode: 'manualReveal', children: [content(p('b'))] } as PageItem])).toBe(false);
    expect(itemsAreStatic([{ type: 'activity-reference', id: 'r', activity_id: 1 } as PageItem])).toBe(false);
  });
});

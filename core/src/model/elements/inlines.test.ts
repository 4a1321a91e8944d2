import { describe, expect, it } from 'vitest';
import {
  citeElementSchema,
  commandButtonElementSchema,
  inputRefElementSchema,
  linkElementSchema,
  pageLinkElementSchema,
  popupElementSchema,
  triggerElementSchema,
} from './inlines.js';

const text = [{ text: 'see' }];

describe('inline elements', () => {
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

  it('requires a citation to name its entry', () => {
    expect(citeElementSchema.safeParse({ type: 'cite', id: 'c1', bibref: 42, children: text }).success).toBe(true);
    expect(citeElementSchema.safeParse({ type: 'cite', id: 'c1', children: text }).success).toBe(false);
  });

  it('checks popup triggers and audio', () => {
    const popup = { type: 'popup', trigger: 'hover', content: [{ type: 'p', children: [{ text: 'body' }] }], children: text };
    expect(popupElementSchema.safeParse(popup).success).toBe(true);
    expect(popupElementSchema.safeParse({ ...popup, trigger: 'mouseover' }).success).toBe(false);
    expect(popupElementSchema.safeParse({ ...popup, audioSrc: 'vbscript:x' }).success).toBe(false);
  });

  it('checks command button styles and input reference types', () => {
    expect(commandButtonElementSchema.safeParse({ type: 'command_button', style: 'link', target: 't', message: 'go', children: text }).success).toBe(true);
    expect(commandButtonElementSchema.safeParse({ type: 'command_button', style: 'icon', children: text }).success).toBe(false);
    expect(inputRefElementSchema.safeParse({ type: 'input_ref', id: 'i1', inputType: 'dropdown', children: [{ text: '' }] }).success).toBe(true);
    expect(inputRefElementSchema.safeParse({ type: 'input_ref', id: 'i1', inputType: 'textarea', children: [] }).success).toBe(false);
  });

  it('accepts a page link by id or slug and an AI trigger', () => {
    expect(pageLinkElementSchema.safeParse({ type: 'page_link', idref: 12, purpose: 'learnmore', children: [{ text: '' }] }).success).toBe(true);
    expect(pageLinkElementSchema.safeParse({ type: 'page_link', idref: 'intro-page', children: [{ text: '' }] }).success).toBe(true);
    expect(triggerElementSchema.safeParse({ type: 'trigger', trigger_type: 'content', prompt: 'Explain', children: [{ text: '' }] }).success).toBe(true);
  });
});

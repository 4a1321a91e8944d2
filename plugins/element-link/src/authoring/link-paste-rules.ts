import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { isSafeUrl, slugFromInternalLink } from '@quire/plugin-sdk';

/**
 * `<a href>` becomes a link. A link without an address, or with an unsafe one
 * (`javascript:`…), is left to the host, which keeps the text of tags no rule takes; a
 * link with nothing inside pastes as nothing.
 * @public
 */
export const pasteLink: PasteRule = (element, convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'a') return undefined;
  const href = element.getAttribute('href')?.trim() ?? '';
  if (href === '' || !isSafeUrl(href)) return undefined;
  const children = convertChildren();
  if (children.length === 0) return [];
  return { type: 'a', id: createId(), href, linkType: slugFromInternalLink(href) === undefined ? 'url' : 'page', children };
};

/** Every paste rule of this plugin. @public */
export const LINK_PASTE_RULES: readonly PasteRule[] = [pasteLink];

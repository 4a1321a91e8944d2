import type { Element } from '@quire/plugin-sdk';
import { DEFAULT_PAGE_LINK_PURPOSE, PAGE_LINK_KIND } from './page-link-kinds.js';

/** A new page link, in normal form: no page chosen yet, purpose none. @public */
export function createPageLink(createId: () => string): Element {
  return { type: PAGE_LINK_KIND, id: createId(), purpose: DEFAULT_PAGE_LINK_PURPOSE, children: [{ text: '' }] };
}

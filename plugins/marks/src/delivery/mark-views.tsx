import { createElement, type ReactNode } from 'react';
import { MARKS } from '@quire/plugin-sdk';
import type { DeliveryMarkRender } from '@quire/plugin-sdk/delivery';
import { MARK_TAGS, type MarkTag } from '../common/mark-tags.js';

function wrapInTags({ tags, className }: MarkTag, children: ReactNode): ReactNode {
  let out = children;
  for (let i = tags.length - 1; i >= 0; i--) {
    out = createElement(tags[i], i === tags.length - 1 && className ? { className } : null, out);
  }
  return out;
}

/** How each mark is drawn for learners, e.g. strong → `<strong>`, term → `<dfn class="term">`. @public */
export const MARK_VIEWS: Readonly<Record<string, DeliveryMarkRender>> = Object.fromEntries(
  MARKS.map((name) => [name, (children: ReactNode) => wrapInTags(MARK_TAGS[name], children)]),
);

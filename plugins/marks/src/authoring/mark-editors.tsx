import { createElement, type ReactNode } from 'react';
import { MARKS } from '@quire/plugin-sdk';
import type { AuthoringMark } from '@quire/plugin-sdk/authoring';
import { MARK_TAGS, type MarkTag } from '../common/mark-tags.js';

function wrapInTags({ tags, className }: MarkTag, children: ReactNode): ReactNode {
  let out = children;
  for (let i = tags.length - 1; i >= 0; i--) {
    out = createElement(tags[i], i === tags.length - 1 && className ? { className } : null, out);
  }
  return out;
}

/** How each mark looks in the editor: the same tags learners see. @public */
export const MARK_EDITORS: Readonly<Record<string, AuthoringMark>> = Object.fromEntries(
  MARKS.map((name) => [name, { render: (children: ReactNode) => wrapInTags(MARK_TAGS[name], children) }]),
);

import { createContext, useContext } from 'react';
import type { Descendant } from '@quire/core';

/** Finds the HTML already drawn for a content item's elements, when the page was drawn ahead of its render. */
export type DrawnStaticContent = (nodes: readonly Descendant[]) => string | undefined;

/**
 * The HTML of the page's static content, drawn before the page's own render (on the
 * server, once per revision): a content item found here goes out as that HTML rather than
 * being drawn again by its elements' views.
 */
export const DrawnStaticContentContext = createContext<DrawnStaticContent | null>(null);

export function useDrawnStaticContent(nodes: readonly Descendant[]): string | undefined {
  return useContext(DrawnStaticContentContext)?.(nodes);
}

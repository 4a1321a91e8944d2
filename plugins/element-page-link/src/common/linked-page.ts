import type { Element } from '@quire/plugin-sdk';

/** A page a link may lead to: the editor's page list and the learner's course pages both have this shape. @public */
export interface LinkablePage {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
}

/**
 * The page a page link names among `pages`: by resource id, or by slug for older content
 * that named its page so. `undefined` when the link names no page or a page not in the list
 * (deleted, or not published in the learner's section).
 * @public
 */
export function linkedPage<P extends LinkablePage>(link: Element, pages: readonly P[]): P | undefined {
  const { idref } = link;
  if (typeof idref === 'number') return pages.find((page) => page.id === idref);
  if (typeof idref === 'string' && idref.trim() !== '') return pages.find((page) => page.slug === idref.trim());
  return undefined;
}

/** Whether a page link names a page at all (a new one names none until the author picks). @public */
export function namesPage(link: Element): boolean {
  return typeof link.idref === 'number' || (typeof link.idref === 'string' && link.idref.trim() !== '');
}

/** The title a page link kept from when its page was chosen, if any. @public */
export function keptTitle(link: Element): string | undefined {
  return typeof link.title === 'string' && link.title.trim() !== '' ? link.title.trim() : undefined;
}

import { MEDIA_TYPE_FILTERS, type MediaItem, type MediaTypeFilter } from '@quire/core';

/** A sidebar filter: every allowed type (`all`) or one of spec §9's type filters. */
export type MediaFilterChoice = 'all' | MediaTypeFilter;

/** What a manager may show: every type, or only some of the type filters (a picker's request). */
export type AllowedMediaTypes = readonly MediaTypeFilter[] | 'all';

/** How many items the manager lets the author choose. */
export type MediaSelectionMode = 'multi' | 'single' | 'none';

const FILTER_LABELS: Readonly<Record<MediaFilterChoice, string>> = {
  all: 'All Media',
  image: 'Images',
  audio: 'Audio',
  video: 'Video',
  html: 'HTML',
  csv: 'CSV',
  captions: 'Captions',
};

const TYPE_FILTERS = Object.keys(MEDIA_TYPE_FILTERS) as MediaTypeFilter[];

export function mediaFilterLabel(choice: MediaFilterChoice): string {
  return FILTER_LABELS[choice];
}

/**
 * The sidebar's filters: All Media and each type filter, or, for a restricted manager,
 * its types (with All Media first when there are several).
 */
export function sidebarFilters(allowed: AllowedMediaTypes): readonly MediaFilterChoice[] {
  if (allowed === 'all') return ['all', ...TYPE_FILTERS];
  return allowed.length > 1 ? ['all', ...allowed] : [...allowed];
}

/** The MIME types a filter lets through, or `undefined` for no restriction. */
export function mimeTypesOf(choice: MediaFilterChoice, allowed: AllowedMediaTypes): readonly string[] | undefined {
  if (choice !== 'all') return MEDIA_TYPE_FILTERS[choice];
  if (allowed === 'all') return undefined;
  return allowed.flatMap((type) => MEDIA_TYPE_FILTERS[type]);
}

/** Spec §5: an item is selectable only when selecting is on and its type is allowed. */
export function isSelectable(item: MediaItem, selectionMode: MediaSelectionMode, allowed: AllowedMediaTypes): boolean {
  if (selectionMode === 'none') return false;
  const types = mimeTypesOf('all', allowed);
  return types === undefined || types.includes(item.mimeType);
}

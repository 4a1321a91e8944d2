/** More items load when the list is scrolled within this distance of its end (spec §9). */
export const MEDIA_LOAD_MORE_DISTANCE_PX = 100;

/** The scroll position of a list, as its element reports it. */
export interface ScrollPosition {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/** True when the next page should load: the end is near, nothing is loading, and more remain. */
export function shouldLoadMore(position: ScrollPosition, list: { totalItemsLoaded: number; totalItems: number; isLoading: boolean }): boolean {
  if (list.isLoading || list.totalItemsLoaded >= list.totalItems) return false;
  return position.scrollHeight - position.scrollTop - position.clientHeight <= MEDIA_LOAD_MORE_DISTANCE_PX;
}

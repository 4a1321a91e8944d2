import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const ITEM = '[data-toolbar-item]';
const ENABLED_ITEM = `${ITEM}:not(:disabled)`;

/**
 * Arrow-key focus for a toolbar (WAI-ARIA toolbar pattern): the toolbar is one Tab stop,
 * Left/Right move between its items, Home/End go to the ends. The item that last had the
 * focus is the one Tab comes back to. Items are marked `data-toolbar-item`; disabled
 * ones are skipped.
 */
export function useRovingFocus(toolbar: RefObject<HTMLElement | null>) {
  const current = useRef<HTMLElement | null>(null);

  const items = useCallback(() => Array.from(toolbar.current?.querySelectorAll<HTMLElement>(ENABLED_ITEM) ?? []), [toolbar]);

  const updateTabStops = useCallback(() => {
    const enabled = items();
    if (!current.current || !enabled.includes(current.current)) current.current = enabled[0] ?? null;
    for (const item of toolbar.current?.querySelectorAll<HTMLElement>(ITEM) ?? []) item.tabIndex = item === current.current ? 0 : -1;
  }, [items, toolbar]);

  // Items come and go (Markdown mode) and get disabled (undo), so check after every render.
  useLayoutEffect(updateTabStops);

  const onFocus = (event: FocusEvent) => {
    if (items().includes(event.target as HTMLElement)) {
      current.current = event.target as HTMLElement;
      updateTabStops();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const target =
      event.key === 'ArrowRight' ? all[(index + 1) % all.length]
      : event.key === 'ArrowLeft' ? all[(index - 1 + all.length) % all.length]
      : event.key === 'Home' ? all[0]
      : event.key === 'End' ? all[all.length - 1]
      : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return { onFocus, onKeyDown };
}

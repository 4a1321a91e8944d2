import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from '../app/routing.js';

const LESSON_PATH = /^\/sections\/([^/]+)\/lesson\/([^/]+)$/;

/**
 * Where a click on a link inside delivered content should lead within the app, or
 * undefined to let the browser follow it: links to other course pages (which element
 * plugins draw as plain anchors, knowing nothing of the router) stay in the app, so the
 * learner moves between pages without reloading it. In preview, lesson links lead to the
 * preview of the page.
 */
export function inAppDestination(anchor: HTMLAnchorElement, origin: string, preview: boolean): string | undefined {
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(href, origin);
  if (url.origin !== origin || !url.pathname.startsWith('/sections/')) return undefined;
  const lesson = preview ? LESSON_PATH.exec(url.pathname) : null;
  const path = lesson ? `/sections/${lesson[1]}/preview/lesson/${lesson[2]}` : url.pathname;
  return `${path}${url.search}${url.hash}`;
}

/** A click handler for a container of delivered content that keeps course links in the app. */
export function useInAppLinks(preview: boolean): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const destination = inAppDestination(anchor, window.location.origin, preview);
      if (destination === undefined) return;
      event.preventDefault();
      navigate(destination);
    },
    [navigate, preview],
  );
}

import { useEffect, useState, type RefObject } from 'react';

function focusFirst(container: HTMLElement | null, keys: readonly string[]): boolean {
  if (!container) return false;
  const controls = Array.from(container.querySelectorAll<HTMLElement>('[data-focus-key]'));
  for (const key of keys) {
    const control = controls.find((candidate) => candidate.dataset.focusKey === key && !(candidate as HTMLButtonElement).disabled);
    if (control) {
      control.focus();
      return true;
    }
  }
  return false;
}

/**
 * Moves the focus after a change redraws a list: to the first control inside `container`
 * whose `data-focus-key` is among the keys asked for, in order, that can take it (a moved
 * speaker's Up button, or its Down button once it is at the top). Buttons that a change
 * removes or disables would otherwise drop the focus to the page. The editor draws a change
 * after the view asked, so a request waits until `content` (the element) is no longer the
 * one it was asked with, and then ends whether or not a control was found.
 * @public
 */
export function useFocusRequest(container: RefObject<HTMLElement | null>, content: unknown): (keys: readonly string[]) => void {
  const [request, setRequest] = useState<{ readonly keys: readonly string[]; readonly content: unknown } | undefined>(undefined);
  useEffect(() => {
    if (!request) return;
    if (focusFirst(container.current, request.keys) || request.content !== content) setRequest(undefined);
  }, [request, content, container]);
  return (keys) => setRequest({ keys, content });
}

import { useEffect, useState } from 'react';
import { HOVER_POINTER_QUERY } from './popup-constants.js';

/**
 * Whether the learner's device hovers with a fine pointer (a mouse or a trackpad), following
 * changes (a tablet docked to a keyboard and trackpad). False on the server and until the
 * browser answers, so the server's HTML and the first render in the browser agree.
 */
export function useHoverPointer(): boolean {
  const [hovers, setHovers] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(HOVER_POINTER_QUERY);
    const update = () => setHovers(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return hovers;
}

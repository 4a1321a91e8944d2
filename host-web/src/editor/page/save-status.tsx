import type { SaveState } from './debounced-saver.js';

/** 'Saving...' while a change waits or is on its way, then 'All changes saved' (spec §4). */
export function SaveStatus({ state, everSaved }: { state: SaveState; everSaved: boolean }) {
  const text = state === 'idle' ? (everSaved ? 'All changes saved' : '') : 'Saving...';
  return (
    <span className="save-status" role="status" aria-live="polite">
      {text}
    </span>
  );
}

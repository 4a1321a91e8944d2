import { useState, type ReactNode } from 'react';

/**
 * The clip's caption, typed under it. It is stored when the field loses the focus or on
 * Enter, so typing a caption is one undo step, and only when it changed: a rich caption
 * from older content stays as it is until the author edits it.
 * @public
 */
export function AudioCaptionField({ caption, onCommit }: { readonly caption: string; readonly onCommit: (caption: string) => void }): ReactNode {
  const [typed, setTyped] = useState(caption);
  const [shown, setShown] = useState(caption);
  // The stored caption changed (undo, another author): show it.
  if (caption !== shown) {
    setShown(caption);
    setTyped(caption);
  }
  const commit = () => {
    if (typed.trim() !== caption) onCommit(typed.trim());
  };
  return (
    <label style={{ display: 'grid', width: '100%' }}>
      Caption
      <input
        type="text"
        value={typed}
        placeholder="Caption (optional)"
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}

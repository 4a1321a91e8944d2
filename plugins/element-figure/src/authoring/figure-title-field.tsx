import { useId, useState, type ReactNode } from 'react';
import { FIGURE_TITLE_TOO_LONG_MESSAGE, MAX_FIGURE_TITLE_LENGTH } from '../common/figure-title.js';

/** The title field's label. @public */
export const FIGURE_TITLE_LABEL = 'Figure title';

/** Props of {@link FigureTitleField}. @public */
export interface FigureTitleFieldProps {
  /** The stored title, as text. */
  readonly title: string;
  /** Stores the typed title, trimmed ('' to remove it); called only when it changed. */
  readonly onCommit: (title: string) => void;
}

/**
 * The figure's title, typed in the figure itself. It is stored when the field loses the
 * focus or on Enter, so typing a title is one undo step, and only when it changed: a rich
 * title from older content stays as it is until the author edits it. Escape puts the stored
 * title back. An over-long title is not stored: the field says why and keeps what was typed.
 * @public
 */
export function FigureTitleField({ title, onCommit }: FigureTitleFieldProps): ReactNode {
  const id = useId();
  const errorId = useId();
  const [typed, setTyped] = useState(title);
  const [shown, setShown] = useState(title);
  // The stored title changed (an undo): show it.
  if (title !== shown) {
    setShown(title);
    setTyped(title);
  }
  const tooLong = typed.trim().length > MAX_FIGURE_TITLE_LENGTH;
  const commit = () => {
    if (!tooLong && typed.trim() !== title) onCommit(typed.trim());
  };
  return (
    <div className="figure-title-field">
      <label htmlFor={id}>{FIGURE_TITLE_LABEL}</label>
      <input
        id={id}
        type="text"
        value={typed}
        placeholder="Title (optional)"
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? errorId : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            setTyped(title);
          }
        }}
      />
      {tooLong ? (
        <p id={errorId} className="figure-title-error" role="alert">
          {FIGURE_TITLE_TOO_LONG_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

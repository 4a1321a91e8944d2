import { useId, useState } from 'react';

/** Spec authoring §5: a title must say something. */
export const EMPTY_TITLE_MESSAGE = 'A title cannot be empty.';

/**
 * An activity's title, edited in place: 'Edit title' opens a text box where Enter saves
 * (an empty or blank title is refused) and Escape cancels.
 */
export function ActivityTitleField({ title, onSave, headingId }: { title: string; onSave: (title: string) => void; headingId: string }) {
  const [draft, setDraft] = useState<string>();
  const [refused, setRefused] = useState(false);
  const errorId = useId();

  const commit = () => {
    if (draft === undefined) return;
    const trimmed = draft.trim();
    if (trimmed === '') {
      setRefused(true);
      return;
    }
    setDraft(undefined);
    if (trimmed !== title) onSave(trimmed);
  };
  const cancel = () => {
    setDraft(undefined);
    setRefused(false);
  };

  if (draft === undefined) {
    return (
      <div className="bank-title">
        <h2 id={headingId} className="bank-title-text">
          {title}
        </h2>
        <button type="button" className="button button-small button-quiet" onClick={() => setDraft(title)}>
          Edit title
        </button>
      </div>
    );
  }
  return (
    <div className="bank-title">
      <h2 id={headingId} className="visually-hidden">
        {title}
      </h2>
      <label className="bank-title-field">
        Title
        <input
          autoFocus
          value={draft}
          aria-invalid={refused}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              cancel();
            }
          }}
        />
      </label>
      {refused ? (
        <p id={errorId} className="bank-title-error" role="alert">
          {EMPTY_TITLE_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

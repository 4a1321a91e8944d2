import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Range } from 'slate';
import { DialogButtons, DialogTextField, type CommandDialogProps } from '@quire/plugin-sdk/authoring';
import { knownLanguageCode, languageOptions } from '../common/language-codes.js';
import { applyForeign, foreignAt, removeForeign } from './foreign-transforms.js';

/** The dialog's name: the toolbar command's label and the title of the dialog an element view opens. @public */
export const FOREIGN_LANGUAGE_LABEL = 'Foreign language';
/** The list entry for an empty `lang`. @public */
export const PROJECT_DEFAULT_LANGUAGE_LABEL = 'Project default language';
/** The longest text the dialog puts in at a cursor. @public */
export const MAX_FOREIGN_TEXT_LENGTH = 500;
/** Shown when the text typed at a cursor is longer than that. @public */
export const FOREIGN_TEXT_TOO_LONG_MESSAGE = `Foreign text put in here may be at most ${MAX_FOREIGN_TEXT_LENGTH} characters long.`;

/** Why a stored language is not offered: it names no language of the list. @public */
export function unknownLanguageMessage(lang: string): string {
  return `'${lang}' is not a known language code. Choose a language from the list.`;
}

// The list's value while a stored language that is not in it waits for the author's choice.
const NO_CHOICE = '?';

/**
 * The foreign-language dialog (spec authoring §2): marks the selection as text in a
 * language chosen from the list, or changes the language of the foreign text the selection
 * is in (and offers to remove it). At a cursor it asks for the text too. A stored code that
 * names no language of the list is refused: the author has to choose one.
 * @public
 */
export function ForeignLanguageDialog({ editor, services, selection, close }: CommandDialogProps): ReactNode {
  const existing = foreignAt(editor, selection)?.[0];
  const stored = typeof existing?.lang === 'string' ? existing.lang : '';
  const storedCode = knownLanguageCode(stored);
  const storedUnknown = stored.trim() !== '' && storedCode === undefined;
  const [lang, setLang] = useState(storedUnknown ? NO_CHOICE : (storedCode ?? ''));
  const [text, setText] = useState('');
  const selectId = useId();
  const errorId = useId();

  const atCursor = existing === undefined && selection !== null && Range.isCollapsed(selection);
  const textTooLong = text.length > MAX_FOREIGN_TEXT_LENGTH;
  const canCommit = selection !== null && lang !== NO_CHOICE && (!atCursor || (text.trim() !== '' && !textTooLong));

  const commit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCommit) return;
    applyForeign(editor, selection, lang, text.trim(), services.createId);
    close();
  };

  return (
    <form className="foreign-language-dialog" aria-label={FOREIGN_LANGUAGE_LABEL} onSubmit={commit}>
      <div className="editor-dialog-field">
        <label htmlFor={selectId}>Language</label>
        <select
          id={selectId}
          value={lang}
          autoFocus={!atCursor}
          aria-invalid={lang === NO_CHOICE ? true : undefined}
          aria-describedby={storedUnknown ? errorId : undefined}
          onChange={(event) => setLang(event.target.value)}
        >
          {storedUnknown ? (
            <option value={NO_CHOICE} disabled>
              Choose a language
            </option>
          ) : null}
          <option value="">{PROJECT_DEFAULT_LANGUAGE_LABEL}</option>
          {languageOptions().map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.name} (${option.code})`}
            </option>
          ))}
        </select>
        {storedUnknown ? (
          <p id={errorId} className="editor-dialog-error" role="alert">
            {unknownLanguageMessage(stored)}
          </p>
        ) : null}
      </div>
      {atCursor ? (
        <DialogTextField label="Text in that language" value={text} onChange={setText} error={textTooLong ? FOREIGN_TEXT_TOO_LONG_MESSAGE : undefined} autoFocus />
      ) : null}
      {existing && selection ? (
        <p className="foreign-language-dialog-remove">
          <button
            type="button"
            onClick={() => {
              removeForeign(editor, selection);
              close();
            }}
          >
            Remove foreign language
          </button>
        </p>
      ) : null}
      <DialogButtons onCancel={close} submitLabel="OK" submitDisabled={!canCommit} />
    </form>
  );
}


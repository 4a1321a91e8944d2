import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DialogButtons, ModalDialog, type EditorServices } from '@quire/plugin-sdk/authoring';
import type { BibEntryRow } from '../common/bibliography-api.js';
import { LOADING_TEXT, NO_ENTRIES_TEXT } from './bibliography-texts.js';
import { useCiteEntries } from './cite-entries.js';

/** The dialog's title (spec authoring §2). @public */
export const SELECT_CITATION_TITLE = 'Select citation';

/** Props of {@link SelectCitationDialog}. @public */
export interface SelectCitationDialogProps {
  readonly services: EditorServices;
  /** The entry the citation names now, chosen when the list opens. */
  readonly currentBibref?: unknown;
  readonly onSelect: (row: BibEntryRow) => void;
  readonly onCancel: () => void;
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
const inReferenceOrder = (rows: readonly BibEntryRow[]) => [...rows].sort((a, b) => collator.compare(a.text, b.text) || a.id - b.id);

// Inside a choice a web link would take presses and the Tab key: the reference's links (the
// server kept only `href` on them when it sanitised the HTML) are drawn as plain text.
const withoutLinks = (html: string) => html.replace(/<a\b[^>]*>/gi, '<span>').replace(/<\/a\s*>/gi, '</span>');

const MOVES: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * 'Select citation' (spec authoring §2): the project's references, loaded afresh as it
 * opens, alphabetically sorted in a list box whose chosen entry is highlighted. Arrow keys,
 * Home and End move the choice; Enter, a double press or OK takes it.
 * @public
 */
export function SelectCitationDialog({ services, currentBibref, onSelect, onCancel }: SelectCitationDialogProps): ReactNode {
  const entries = useCiteEntries(services, { again: true });
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const listId = useId();
  const listbox = useRef<HTMLUListElement>(null);
  const listShown = useRef(false);

  const rows = entries.status === 'loaded' ? inReferenceOrder(entries.value) : [];
  // Until the author chooses: the entry cited now, or the first.
  const current = rows.find((row) => currentBibref !== undefined && String(row.id) === String(currentBibref));
  const chosen = rows.find((row) => row.id === chosenId) ?? current ?? rows[0];
  const optionId = (row: BibEntryRow) => `${listId}-${row.id}`;

  // The list appears after the first load: the keyboard goes to it, as it would have on opening.
  useEffect(() => {
    if (rows.length === 0 || listShown.current) return;
    listShown.current = true;
    const list = listbox.current;
    if (list && list.closest('[role="dialog"]')?.contains(document.activeElement)) list.focus();
  }, [rows.length]);

  useEffect(() => {
    if (chosen) document.getElementById(optionId(chosen))?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen?.id]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen) onSelect(chosen);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
      return;
    }
    const move = MOVES[event.key];
    if (!move || rows.length === 0) return;
    event.preventDefault();
    setChosenId(rows[move(chosen ? rows.indexOf(chosen) : 0, rows.length - 1)].id);
  };

  return (
    <ModalDialog title={SELECT_CITATION_TITLE} onClose={onCancel} restoreFocus extraClassName="select-citation-dialog" initialFocus={listbox}>
      <form onSubmit={submit}>
        {entries.status === 'loading' ? <p role="status">{LOADING_TEXT}</p> : null}
        {entries.status === 'failed' ? (
          <p role="alert" className="editor-dialog-error">
            {entries.message}
          </p>
        ) : null}
        {entries.status === 'loaded' && rows.length === 0 ? <p>{NO_ENTRIES_TEXT}</p> : null}
        {rows.length > 0 ? (
          <ul
            ref={listbox}
            role="listbox"
            tabIndex={0}
            aria-label="References"
            aria-activedescendant={chosen ? optionId(chosen) : undefined}
            className="select-citation-list"
            onKeyDown={onListKeyDown}
          >
            {rows.map((row) => (
              <li
                key={row.id}
                id={optionId(row)}
                role="option"
                aria-selected={row === chosen}
                aria-label={row.text}
                className={row === chosen ? 'select-citation-option select-citation-chosen' : 'select-citation-option'}
                onClick={() => setChosenId(row.id)}
                onDoubleClick={() => onSelect(row)}
                dangerouslySetInnerHTML={{ __html: withoutLinks(row.formatted) }}
              />
            ))}
          </ul>
        ) : null}
        <DialogButtons onCancel={onCancel} submitLabel="OK" submitDisabled={!chosen} />
      </form>
    </ModalDialog>
  );
}

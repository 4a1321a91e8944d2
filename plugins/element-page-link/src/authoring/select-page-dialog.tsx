import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogButtons, ModalDialog, useEditorServices, type PageLinkTarget } from '@quire/plugin-sdk/authoring';
import { useProjectPages } from './project-pages.js';

/** The dialog's title (spec authoring §2). @public */
export const SELECT_PAGE_TITLE = 'Select a Page';

/** Shown in 'Select a Page' when the page list cannot load (spec authoring §8). @public */
export const PAGE_OPTIONS_LOAD_FAILURE = 'Failed to load options. Close this window and try again.';

/** Shown when the project has no page to link to. @public */
export const NO_PAGES_TEXT = 'The project has no pages yet.';

/** Props of {@link SelectPageDialog}. @public */
export interface SelectPageDialogProps {
  /** The page the link names now, chosen when the list opens. */
  readonly currentPageId: number | undefined;
  readonly onSelect: (page: PageLinkTarget) => void;
  readonly onCancel: () => void;
}

/**
 * 'Select a Page' (spec authoring §2): the project's pages, loaded afresh as it opens, in a
 * labelled dropdown; 'Select' links to the chosen one.
 * @public
 */
export function SelectPageDialog({ currentPageId, onSelect, onCancel }: SelectPageDialogProps): ReactNode {
  const services = useEditorServices();
  const pages = useProjectPages(services, { again: true });
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const fieldId = useId();

  const list = pages.status === 'loaded' ? pages.value : [];
  // Until the author chooses, the page linked now, or the first page.
  const shownId = chosenId ?? (list.some((page) => page.id === currentPageId) ? currentPageId : list[0]?.id);
  const chosen = list.find((page) => page.id === shownId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onSelect(chosen);
  };

  return (
    <ModalDialog title={SELECT_PAGE_TITLE} onClose={onCancel} restoreFocus>
      <form className="select-page-dialog" onSubmit={submit}>
        {pages.status === 'loading' ? <p role="status">Loading pages…</p> : null}
        {pages.status === 'failed' ? (
          <p role="alert" className="editor-dialog-error">
            {PAGE_OPTIONS_LOAD_FAILURE}
          </p>
        ) : null}
        {pages.status === 'loaded' && list.length === 0 ? <p>{NO_PAGES_TEXT}</p> : null}
        {list.length > 0 ? (
          <div className="editor-dialog-field">
            <label htmlFor={fieldId}>Page</label>
            <select id={fieldId} value={shownId} autoFocus onChange={(event) => setChosenId(Number(event.target.value))}>
              {list.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <DialogButtons onCancel={onCancel} submitLabel="Select" submitDisabled={!chosen} />
      </form>
    </ModalDialog>
  );
}

import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useReadOnly, useSlateStatic } from 'slate-react';
import { elementDialogActions, setElementFields, useEditorServices, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import type { Element } from '@quire/plugin-sdk';
import { DEFAULT_PAGE_LINK_PURPOSE, PAGE_LINK_PURPOSES } from '../common/page-link-kinds.js';
import { isPageLinkPurpose, PAGE_LINK_PURPOSE_LABELS } from '../common/page-link-purposes.js';
import { keptTitle, linkedPage, namesPage } from '../common/linked-page.js';
import { useProjectPages, type ProjectPages } from './project-pages.js';
import { SELECT_PAGE_TITLE, SelectPageDialog } from './select-page-dialog.js';

/** What the block says before a page is chosen. @public */
export const NO_PAGE_SELECTED_TEXT = 'No page selected';

/** The flag on a link whose page is no longer in the project. @public */
export const MISSING_PAGE_TEXT = 'This page no longer exists. Select a Page to link to another one.';

/** The page list failed to load in the block (spec authoring §8). @public */
export function pageListFailure(message: string): string {
  return `Error loading pages: ${message}`;
}

// Keys and presses on the block's own controls are theirs, not the editor's around them.
const stop = (event: SyntheticEvent) => event.stopPropagation();

// 'new': a link just put in by the insert command asks for its page at once.
type DialogState = 'closed' | 'new' | 'open';

/**
 * A page link in the editor (spec authoring §2): the linked page's title, opening the page's
 * editor in a new tab; 'Select a Page' to choose it; the purpose dropdown. A link whose page
 * is gone is flagged, and a page list that cannot load says why.
 * @public
 */
export function PageLinkEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const readOnly = useReadOnly();
  const selected = useElementSelected();
  const pages = useProjectPages(services);
  const [dialog, setDialog] = useState<DialogState>(() => (!namesPage(element) && selected && !readOnly ? 'new' : 'closed'));
  const purposeId = useId();
  const actions = elementDialogActions(editor, element, { inserted: dialog === 'new', close: () => setDialog('closed') });
  const purpose = typeof element.purpose === 'string' && element.purpose !== '' ? element.purpose : DEFAULT_PAGE_LINK_PURPOSE;
  const page = pages.status === 'loaded' ? linkedPage(element, pages.value) : undefined;
  const missing = pages.status === 'loaded' && namesPage(element) && page === undefined;

  return (
    <div {...attributes} className={missing ? 'page-link-editor page-link-editor-missing' : 'page-link-editor'}>
      <div contentEditable={false} className="page-link-editor-body" onKeyDown={stop}>
        <div className="page-link-editor-target">
          <span className="page-link-editor-kind">Page link:</span> <LinkedPageTitle element={element} pages={pages} projectSlug={services.projectSlug} />
        </div>
        {missing ? <p className="page-link-editor-flag">{MISSING_PAGE_TEXT}</p> : null}
        {pages.status === 'failed' ? (
          <p role="alert" className="page-link-editor-flag">
            {pageListFailure(pages.message)}
          </p>
        ) : null}
        <div className="page-link-editor-controls">
          <button type="button" disabled={readOnly} onClick={() => setDialog('open')}>
            {SELECT_PAGE_TITLE}
          </button>
          <label htmlFor={purposeId}>Purpose</label>
          <select id={purposeId} value={purpose} disabled={readOnly} onChange={(event) => setElementFields(editor, element, { purpose: event.target.value })}>
            {PAGE_LINK_PURPOSES.map((value) => (
              <option key={value} value={value}>
                {PAGE_LINK_PURPOSE_LABELS[value]}
              </option>
            ))}
            {/* A purpose from older content stays as it is until the author picks another. */}
            {isPageLinkPurpose(purpose) ? null : <option value={purpose}>{purpose}</option>}
          </select>
        </div>
      </div>
      {children}
      {dialog !== 'closed' ? (
        <SelectPageDialog
          currentPageId={page?.id}
          onSelect={(chosen) => actions.onSave({ idref: chosen.id, title: chosen.title })}
          onCancel={actions.onCancel}
        />
      ) : null}
    </div>
  );
}

function LinkedPageTitle({ element, pages, projectSlug }: { element: Element; pages: ProjectPages; projectSlug: string }): ReactNode {
  if (!namesPage(element)) return <span className="page-link-editor-empty">{NO_PAGE_SELECTED_TEXT}</span>;
  const page = pages.status === 'loaded' ? linkedPage(element, pages.value) : undefined;
  if (!page) {
    const shown = keptTitle(element) ?? String(element.idref);
    return <span className="page-link-editor-title">{pages.status === 'loading' ? `${shown} (loading pages…)` : shown}</span>;
  }
  // The authoring resource path (spec authoring §2), in a new tab so the page being edited stays open.
  return (
    <a
      className="page-link-editor-title"
      href={`/authoring/project/${encodeURIComponent(projectSlug)}/resource/${encodeURIComponent(page.slug)}`}
      target="_blank"
      rel="noopener noreferrer"
      title="Opens the page's editor in a new tab"
    >
      {page.title}
    </a>
  );
}

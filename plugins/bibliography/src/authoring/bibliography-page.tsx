import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { BIBLIOGRAPHY_PAGE_SIZE, type CslItem } from '@quire/plugin-sdk';
import { apiRequestErrors, type ProjectPageProps } from '@quire/plugin-sdk/authoring';
import { bibsPath, MAX_IMPORT_TEXT_LENGTH, type BibEntryRow, type BibRowsAnswer } from '../common/bibliography-api.js';
import { LOADING_TEXT, NO_ENTRIES_TEXT, PASTE_LABEL } from './bibliography-texts.js';
import { failureMessage } from './cite-entries.js';
import { newEntryRecord } from './csl-form.js';
import { DeleteEntryDialog } from './delete-entry-dialog.js';
import { EntryFormDialog } from './entry-form-dialog.js';

/** What an import says it did. @public */
export function addedMessage(count: number): string {
  return `Added ${count} ${count === 1 ? 'entry' : 'entries'}`;
}

type ListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly rows: readonly BibEntryRow[]; readonly totalCount: number };

type Editing = { readonly kind: 'edit'; readonly row: BibEntryRow } | { readonly kind: 'new' } | { readonly kind: 'delete'; readonly row: BibEntryRow };

interface Report {
  readonly kind: 'success' | 'error';
  readonly message: string;
  readonly errors?: readonly string[];
}

/**
 * The project's Bibliography page: its entries, formatted and paged alphabetically; entries
 * added from pasted text or by hand, edited, and deleted after a confirmation.
 * @public
 */
export function BibliographyPage({ projectSlug, requestApi }: ProjectPageProps): ReactNode {
  const [pageIndex, setPageIndex] = useState(0);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setList((state) => (state.status === 'failed' ? { status: 'loading' } : state));
    requestApi(bibsPath(projectSlug, '/retrieve'), { method: 'POST', body: { paging: { offset: pageIndex * BIBLIOGRAPHY_PAGE_SIZE, limit: BIBLIOGRAPHY_PAGE_SIZE } } }).then(
      (answer) => {
        if (!current) return;
        const { rows, totalCount } = answer as BibRowsAnswer;
        // An emptied last page (its entries deleted) gives way to the one before.
        if (rows.length === 0 && pageIndex > 0) setPageIndex((index) => Math.max(0, index - 1));
        else setList({ status: 'loaded', rows, totalCount: totalCount ?? rows.length });
      },
      (error: unknown) => {
        if (current) setList({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [projectSlug, requestApi, pageIndex, reloads]);

  const saveEntry = async (data: CslItem[]) => {
    if (editing?.kind === 'edit') {
      await requestApi(bibsPath(projectSlug, `/entry/${editing.row.id}`), { method: 'PUT', body: { content: { data } } });
    } else {
      await requestApi(bibsPath(projectSlug), { method: 'POST', body: { content: { data } } });
    }
    setEditing(undefined);
    reload();
  };

  const deleteEntry = async (row: BibEntryRow) => {
    await requestApi(bibsPath(projectSlug, `/entry/${row.id}`), { method: 'DELETE' });
    setEditing(undefined);
    reload();
  };

  return (
    <div className="bibliography-page">
      <AddFromText projectSlug={projectSlug} requestApi={requestApi} onAdded={reload} />
      <div className="bibliography-page-actions">
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          New entry
        </button>
      </div>
      <EntryList list={list} onEdit={(row) => setEditing({ kind: 'edit', row })} onDelete={(row) => setEditing({ kind: 'delete', row })} />
      {list.status === 'loaded' ? <Pager pageIndex={pageIndex} totalCount={list.totalCount} onPage={setPageIndex} /> : null}
      {editing?.kind === 'edit' ? (
        <EntryFormDialog title="Edit entry" initialData={editing.row.content.data} onSave={saveEntry} onCancel={() => setEditing(undefined)} />
      ) : null}
      {editing?.kind === 'new' ? <EntryFormDialog title="New entry" initialData={[newEntryRecord()]} onSave={saveEntry} onCancel={() => setEditing(undefined)} /> : null}
      {editing?.kind === 'delete' ? <DeleteEntryDialog row={editing.row} onDelete={() => deleteEntry(editing.row)} onCancel={() => setEditing(undefined)} /> : null}
    </div>
  );
}

function AddFromText({ projectSlug, requestApi, onAdded }: ProjectPageProps & { onAdded: () => void }): ReactNode {
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [report, setReport] = useState<Report | undefined>(undefined);
  const fieldId = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || adding) return;
    setAdding(true);
    setReport(undefined);
    try {
      const answer = (await requestApi(bibsPath(projectSlug, '/import'), { method: 'POST', body: { text } })) as BibRowsAnswer;
      setReport({ kind: 'success', message: addedMessage(answer.count ?? answer.rows.length) });
      setText('');
      onAdded();
    } catch (error) {
      setReport({ kind: 'error', message: failureMessage(error), errors: apiRequestErrors(error) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <form className="bibliography-add" onSubmit={(event) => void add(event)}>
      <label htmlFor={fieldId}>{PASTE_LABEL}</label>
      <textarea id={fieldId} rows={6} spellCheck={false} maxLength={MAX_IMPORT_TEXT_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="bibliography-add-actions">
        <button type="submit" className="button button-primary" disabled={adding || text.trim() === ''}>
          Add
        </button>
        {adding ? <span role="status">{LOADING_TEXT}</span> : null}
      </div>
      {report?.kind === 'success' ? (
        <p role="status" className="status-line">
          {report.message}
        </p>
      ) : null}
      {report?.kind === 'error' ? (
        <div role="alert" className="alert alert-error">
          <p>{report.message}</p>
          {report.errors && report.errors.length > 0 ? (
            <ul>
              {report.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function EntryList({ list, onEdit, onDelete }: { list: ListState; onEdit: (row: BibEntryRow) => void; onDelete: (row: BibEntryRow) => void }): ReactNode {
  const listId = useId();
  if (list.status === 'loading') return <p role="status">{LOADING_TEXT}</p>;
  if (list.status === 'failed') {
    return (
      <p role="alert" className="alert alert-error">
        Could not load the bibliography: {list.message}
      </p>
    );
  }
  if (list.rows.length === 0) return <p>{NO_ENTRIES_TEXT}</p>;
  return (
    <ul className="bibliography-list" aria-label="Bibliography entries" tabIndex={0}>
      {list.rows.map((row) => {
        const referenceId = `${listId}-${row.id}`;
        return (
          <li key={row.id} className="bibliography-list-entry">
            {/* Sanitised on the server (the row's formatted reference). */}
            <div id={referenceId} className="bibliography-reference" dangerouslySetInnerHTML={{ __html: row.formatted }} />
            <div className="bibliography-entry-actions">
              <button type="button" className="button" aria-label={`Edit ${row.text}`} onClick={() => onEdit(row)}>
                Edit
              </button>
              <button type="button" className="button" aria-label={`Delete ${row.text}`} onClick={() => onDelete(row)}>
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The pager's numbers: up to four pages either side of the current one (spec authoring §9), as indexes. */
const PAGES_EITHER_SIDE = 4;
function pagesAround(pageIndex: number, pageCount: number): number[] {
  const first = Math.max(0, pageIndex - PAGES_EITHER_SIDE);
  const last = Math.min(pageCount - 1, pageIndex + PAGES_EITHER_SIDE);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

function Pager({ pageIndex, totalCount, onPage }: { pageIndex: number; totalCount: number; onPage: (index: number) => void }): ReactNode {
  const pageCount = Math.ceil(totalCount / BIBLIOGRAPHY_PAGE_SIZE);
  if (pageCount <= 1) return null;
  return (
    <nav className="bibliography-pager" aria-label="Bibliography pages">
      <button type="button" className="button" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
        Previous
      </button>
      {pagesAround(pageIndex, pageCount).map((index) => (
        <button
          key={index}
          type="button"
          className={index === pageIndex ? 'button bibliography-pager-current' : 'button'}
          aria-label={`Page ${index + 1}`}
          aria-current={index === pageIndex ? 'page' : undefined}
          onClick={() => onPage(index)}
        >
          {index + 1}
        </button>
      ))}
      <button type="button" className="button" disabled={pageIndex >= pageCount - 1} onClick={() => onPage(pageIndex + 1)}>
        Next
      </button>
    </nav>
  );
}

import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { BANK_PAGE_SIZE, type Logic } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { useOfferUndo } from '../app/undo/undo-toasts.js';
import type { EditorPlugins } from '../editor/block-editor/editor-plugins.js';
import { createRichTextField } from '../editor/activity/rich-text-field.js';
import { useProjectObjectivesAndTags, type ProjectObjectivesAndTags } from '../editor/activity/objective-tag-pickers.js';
import { BankActivityRow } from './bank-activity-row.js';
import {
  createBankActivity,
  deleteBankActivities,
  deleteBankActivity,
  queryBank,
  unlockActivity,
  type BankEdits,
  type BankPage,
  type BankRow,
} from './bank-client.js';
import { BankFilterPanel } from './bank-filter-panel.js';
import { bulkAddedMessage, copyTitle, deletedMessage, OBJECTIVE_CREATE_FAILED } from './bank-messages.js';
import { BankPager } from './bank-pager.js';
import { DeleteActivityDialog } from './delete-activity-dialog.js';
import { LockRefusedDialog } from './lock-refused-dialog.js';
import { useBankEditing } from './use-bank-editing.js';
import { useFilterChoices, withCreatedObjectives } from './use-filter-choices.js';
import './bank.css';

/** What the CSV dialog of 'Bulk add' takes (it lives in `./csv`). */
export interface BulkAddDialogProps {
  readonly projectSlug: string;
  readonly onImported: (revisions: readonly { resourceId: number; title: string }[]) => void;
  readonly onClose: () => void;
}

interface ActivityBankProps {
  readonly projectSlug: string;
  readonly plugins: EditorPlugins;
  readonly services: EditorServices;
  readonly BulkAddDialog: ComponentType<BulkAddDialogProps>;
}

const NO_FILTER: Logic = { conditions: null };

/**
 * The project's activity bank (spec authoring §2, §4): filters, one page of activities at
 * a time, each edited under its own lock, duplicated or deleted (with an undo), new ones
 * created by type or added in bulk from a CSV file (with an undo).
 */
export function ActivityBank({ projectSlug, plugins, services, BulkAddDialog }: ActivityBankProps) {
  const api = useApi();
  const offerUndo = useOfferUndo();
  const { types, objectives: searchable, loadError } = useFilterChoices(projectSlug);
  const [logic, setLogic] = useState<Logic>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState<BankPage>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<BankRow>();
  const [bulkAdding, setBulkAdding] = useState(false);
  const [newType, setNewType] = useState('');
  const editing = useBankEditing(api, projectSlug);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const loaded = useProjectObjectivesAndTags(projectSlug);
  // The spec's words for a refused objective, whatever the server said.
  const catalog: ProjectObjectivesAndTags = {
    ...loaded,
    createObjective: (title) =>
      loaded.createObjective(title).catch(() => {
        throw new Error(OBJECTIVE_CREATE_FAILED);
      }),
  };
  const RichTextField = useMemo(() => createRichTextField(plugins, services), [plugins, services]);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    queryBank(api, projectSlug, logic, page).then(
      (answer) => {
        if (cancelled) return;
        const lastPage = Math.max(1, Math.ceil(answer.totalCount / BANK_PAGE_SIZE));
        // A page emptied by deletions shows the last page that has activities.
        if (answer.rows.length === 0 && page > lastPage) setPage(lastPage);
        setResult(answer);
        setLoading(false);
      },
      (e: unknown) => {
        if (cancelled) return;
        setError(errorMessage(e));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug, logic, page, reloads]);

  /** Runs an action of the screen, showing its failure. */
  const run = (action: () => Promise<unknown>) => {
    setError(undefined);
    action().catch((e: unknown) => setError(errorMessage(e)));
  };

  // Objectives created while editing are searchable too.
  const filterObjectives = useMemo(() => withCreatedObjectives(searchable, catalog.objectives), [searchable, catalog.objectives]);
  const creatable = types.filter((type) => type.offered && plugins.host.activityTypes.has(type.slug));
  const chosenType = newType || creatable[0]?.slug || '';
  const typeName = (slug: string) => types.find((type) => type.slug === slug)?.friendlyName ?? plugins.host.activityTypes.get(slug)?.friendlyName ?? slug;
  const pageCount = result ? Math.ceil(result.totalCount / BANK_PAGE_SIZE) : 0;

  const goTo = (next: number) =>
    run(async () => {
      await editing.finishEdit();
      setPage(next);
    });

  const applyFilters = (next: Logic) =>
    run(async () => {
      await editing.finishEdit();
      setLogic(next);
      setPage(1);
    });

  /** The activity as the author last saw it: the edit's when it is being edited. */
  const current = (row: BankRow): BankEdits =>
    editing.edited?.resourceId === row.resource_id ? editing.edited.edits : { title: row.title, model: row.content, objectives: row.objectives, tags: row.tags };

  const duplicate = (row: BankRow) =>
    run(async () => {
      const { title, model, objectives, tags } = current(row);
      await createBankActivity(api, projectSlug, row.activity_type, { model, title: copyTitle(title), objectives, tags });
      reload();
    });

  const remove = (row: BankRow) =>
    run(async () => {
      setDeleting(undefined);
      if (!(await editing.holdLockFor(row.resource_id))) return;
      const removed = current(row);
      const wasEditing = editing.edited?.resourceId === row.resource_id;
      try {
        await deleteBankActivity(api, projectSlug, row.resource_id);
      } catch (e) {
        // The lock taken for the deletion alone goes back; an edit in progress keeps its own.
        if (!wasEditing) await unlockActivity(api, projectSlug, row.resource_id).catch(() => {});
        throw e;
      }
      if (wasEditing) editing.forget();
      reload();
      offerUndo?.({
        description: deletedMessage(removed.title),
        undo: async () => {
          await createBankActivity(api, projectSlug, row.activity_type, removed);
          reload();
        },
      });
    });

  const create = () =>
    run(async () => {
      const model = plugins.host.activityTypes.get(chosenType)?.createDefaultModel();
      await createBankActivity(api, projectSlug, chosenType, { model });
      await editing.finishEdit();
      setPage(1);
      reload();
    });

  const imported = (revisions: readonly { resourceId: number }[]) => {
    setBulkAdding(false);
    reload();
    const ids = revisions.map((revision) => revision.resourceId);
    offerUndo?.({
      description: bulkAddedMessage(ids.length),
      undo: async () => {
        await deleteBankActivities(api, projectSlug, ids);
        reload();
      },
    });
  };

  const rows = result?.rows ?? [];
  return (
    <div className="bank">
      <div className="bank-toolbar" role="group" aria-label="Activity bank actions">
        <button type="button" className="button" onClick={() => setBulkAdding(true)}>
          Bulk add
        </button>
        {creatable.length > 0 ? (
          <span className="bank-create">
            <label className="field-inline">
              New activity type
              <select value={chosenType} onChange={(event) => setNewType(event.target.value)}>
                {creatable.map((type) => (
                  <option key={type.slug} value={type.slug}>
                    {type.friendlyName}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button button-primary" onClick={create}>
              New activity
            </button>
          </span>
        ) : null}
      </div>
      {loadError ? (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          <span>{error}</span>
          <button type="button" className="button button-quiet" onClick={() => setError(undefined)} aria-label="Dismiss">
            ×
          </button>
        </div>
      ) : null}
      <div className="bank-layout">
        <BankFilterPanel value={logic} onApply={applyFilters} tags={catalog.tags} objectives={filterObjectives} types={types} />
        <section className="bank-list" aria-label="Activities" aria-busy={loading}>
          {loading ? (
            <p role="status" className="bank-loading">
              loading...
            </p>
          ) : null}
          {!loading && rows.length === 0 ? (
            <p className="empty">{logic.conditions === null ? 'There are no activities in the bank yet.' : 'No activities match these filters.'}</p>
          ) : null}
          {rows.map((row) => {
            const edits = editing.edited?.resourceId === row.resource_id ? editing.edited.edits : undefined;
            return (
              <BankActivityRow
                key={row.resource_id}
                projectSlug={projectSlug}
                row={row}
                typeName={typeName(row.activity_type)}
                catalog={catalog}
                plugins={plugins}
                RichTextField={RichTextField}
                editing={
                  edits
                    ? {
                        edits,
                        saveState: editing.saveState,
                        everSaved: editing.everSaved,
                        failure: editing.failure,
                        dismissFailure: editing.dismissFailure,
                        onChange: editing.change,
                        onTitle: (title) => {
                          editing.change({ title });
                          void editing.flush();
                        },
                      }
                    : undefined
                }
                onEdit={() => run(() => editing.startEdit(row.resource_id))}
                onDone={() => run(async () => {
                  await editing.finishEdit();
                  reload();
                })}
                onDuplicate={() => duplicate(row)}
                onDelete={() => setDeleting(row)}
              />
            );
          })}
          <BankPager page={page} pageCount={pageCount} onPage={goTo} />
        </section>
      </div>
      {deleting ? <DeleteActivityDialog onDelete={() => remove(deleting)} onCancel={() => setDeleting(undefined)} /> : null}
      {editing.refused ? <LockRefusedDialog onClose={editing.dismissRefused} /> : null}
      {bulkAdding ? (
        <Suspense fallback={<p role="status">loading...</p>}>
          <BulkAddDialog projectSlug={projectSlug} onImported={imported} onClose={() => setBulkAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useId, type ComponentType } from 'react';
import { Link } from 'wouter';
import type { RichTextFieldProps } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from '../editor/block-editor/editor-plugins.js';
import { ActivityObjectivesAndTags, type ProjectObjectivesAndTags } from '../editor/activity/objective-tag-pickers.js';
import type { SaveState } from '../editor/page/debounced-saver.js';
import { SaveStatus } from '../editor/page/save-status.js';
import { ActivityTitleField } from './activity-title-field.js';
import type { BankEdits, BankRow } from './bank-client.js';

/** The edit of this row, while its author holds its lock. */
export interface RowEditing {
  readonly edits: BankEdits;
  readonly saveState: SaveState;
  readonly everSaved: boolean;
  readonly failure: string | undefined;
  readonly dismissFailure: () => void;
  readonly onChange: (change: Partial<BankEdits>) => void;
  /** Saves a committed title at once rather than after the quiet period. */
  readonly onTitle: (title: string) => void;
}

interface BankActivityRowProps {
  readonly projectSlug: string;
  readonly row: BankRow;
  readonly typeName: string;
  readonly catalog: ProjectObjectivesAndTags;
  readonly plugins: EditorPlugins;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly editing: RowEditing | undefined;
  readonly onEdit: () => void;
  readonly onDone: () => void;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
}

/**
 * One activity of the bank: its title, type, tags and objectives, and its type's editor,
 * read-only until Edit takes its lock; then its title, model, objectives and tags autosave
 * until Done.
 */
export function BankActivityRow({ projectSlug, row, typeName, catalog, plugins, RichTextField, editing, onEdit, onDone, onDuplicate, onDelete }: BankActivityRowProps) {
  const headingId = useId();
  const shown: BankEdits = editing?.edits ?? { title: row.title, model: row.content, objectives: row.objectives, tags: row.tags };
  const Editor = plugins.activityEditors.get(row.activity_type);
  const titles = (ids: readonly number[], items: readonly { id: number; title: string }[]) =>
    ids.map((id) => items.find((item) => item.id === id)?.title ?? `#${id}`).join(', ');
  const objectiveIds = [...new Set(Object.values(shown.objectives ?? {}).flat())];

  return (
    <article className={editing ? 'bank-row bank-row-editing' : 'bank-row'} aria-labelledby={headingId}>
      <div className="bank-row-header">
        {editing ? (
          <ActivityTitleField title={shown.title} headingId={headingId} onSave={editing.onTitle} />
        ) : (
          <h2 id={headingId} className="bank-title-text">
            {shown.title}
          </h2>
        )}
        <div className="bank-row-actions">
          {editing ? <SaveStatus state={editing.saveState} everSaved={editing.everSaved} /> : null}
          {editing ? (
            <button type="button" className="button button-primary button-small" onClick={onDone}>
              Done
            </button>
          ) : (
            <button type="button" className="button button-small" onClick={onEdit}>
              Edit
            </button>
          )}
          <button type="button" className="button button-small" onClick={onDuplicate}>
            Duplicate
          </button>
          <button type="button" className="button button-small button-danger-text" onClick={onDelete}>
            Delete
          </button>
          <Link className="button button-small" to={`/workspaces/course_author/${projectSlug}/curriculum/${row.slug}/history`}>
            History
          </Link>
        </div>
      </div>
      <dl className="bank-row-facts">
        <dt>Type</dt>
        <dd>{typeName}</dd>
        <dt>Tags</dt>
        <dd>{shown.tags.length > 0 ? titles(shown.tags, catalog.tags) : 'None'}</dd>
        <dt>Learning objectives</dt>
        <dd>{objectiveIds.length > 0 ? titles(objectiveIds, catalog.objectives) : 'None'}</dd>
      </dl>
      {editing?.failure ? (
        <div className="alert alert-error" role="alert">
          <span>{editing.failure}</span>
          <button type="button" className="button button-quiet" onClick={editing.dismissFailure} aria-label="Dismiss">
            ×
          </button>
        </div>
      ) : null}
      <div className="bank-row-body activity-editor">
        {Editor ? (
          <Editor
            // A fresh editor for the latest revision when editing starts or ends.
            key={editing ? 'editing' : `read-${row.revision_number}`}
            model={shown.model}
            editMode={editing !== undefined}
            projectSlug={projectSlug}
            RichTextField={RichTextField}
            onEdit={(model) => editing?.onChange({ model: model as Record<string, unknown> })}
          />
        ) : (
          <p className="alert alert-warning" role="alert">
            No editor is loaded for activity type '{row.activity_type}'.
          </p>
        )}
        {editing ? (
          <ActivityObjectivesAndTags
            catalog={catalog}
            model={shown.model}
            objectives={shown.objectives}
            tags={shown.tags}
            onObjectivesChange={(objectives) => editing.onChange({ objectives })}
            onTagsChange={(tags) => editing.onChange({ tags })}
          />
        ) : null}
      </div>
    </article>
  );
}

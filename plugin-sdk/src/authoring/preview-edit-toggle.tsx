import { useState, type ReactNode } from 'react';

/** Props of {@link PreviewEditToggle}. @public */
export interface PreviewEditToggleProps {
  /** Whether the element shows its edit form (true) or its preview (false). */
  readonly editing: boolean;
  /** Called with the mode the author chose: true for Edit, false for Preview. */
  readonly onChange: (editing: boolean) => void;
  /** What is previewed or edited, for the group's name ("Definition"). */
  readonly label: string;
}

/**
 * The Preview/Edit switch of a block edited in place (conjugation tables, definitions,
 * dialogs: spec authoring §2): a group named after the element, holding a 'Preview' and an
 * 'Edit' button, the current one pressed. The group is not editable text, so Slate leaves
 * the buttons to the browser: Tab reaches them, Enter and Space press them.
 * @public
 */
export function PreviewEditToggle({ editing, onChange, label }: PreviewEditToggleProps): ReactNode {
  return (
    <div role="group" aria-label={`${label}: Preview or Edit`} className="preview-edit-toggle" contentEditable={false}>
      <button type="button" className="preview-edit-toggle-button" aria-pressed={!editing} onClick={() => onChange(false)}>
        Preview
      </button>
      <button type="button" className="preview-edit-toggle-button" aria-pressed={editing} onClick={() => onChange(true)}>
        Edit
      </button>
    </div>
  );
}

/**
 * Whether a block edited in place shows its edit form, starting as `startEditing` says
 * (conjugations and definitions start in preview; a dialog with no lines starts in edit:
 * spec authoring §4). The state is the view's own: it is not part of the document.
 * @public
 */
export function usePreviewEdit(startEditing: boolean): readonly [editing: boolean, setEditing: (editing: boolean) => void] {
  const [editing, setEditing] = useState(startEditing);
  return [editing, setEditing] as const;
}

import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Node } from 'slate';
import { ReactEditor, useReadOnly, useSlateStatic } from 'slate-react';
import { titleText } from '@quire/plugin-sdk';
import { setElementFields, useEditorServices, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { DD_KIND, DT_KIND } from '../common/list-kinds.js';
import { addDescriptionItem, MAX_DESCRIPTION_ITEMS, removeDescriptionItem, type DescriptionItemKind } from './description-list-commands.js';

/** The longest title a description list takes. @public */
export const MAX_DESCRIPTION_LIST_TITLE = 300;

/** The accessible name of an item's delete button: what it deletes, by its text. @public */
export function deleteItemLabel(kind: DescriptionItemKind, text: string): string {
  const noun = kind === DT_KIND ? 'term' : 'definition';
  const shown = text.trim().replace(/\s+/g, ' ');
  if (shown === '') return `Delete empty ${noun}`;
  return `Delete ${noun} “${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}”`;
}

// Keys and presses on the list's own controls are theirs, not the editor's around them.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** Whether the item drawn is its list's only one, which stays. */
const OnlyItemContext = createContext(false);

/**
 * A description list in the editor (spec authoring §2): its title field, 'Add Term' and
 * 'Add Definition' above the terms and definitions, which are written in place, each with
 * its delete button. A read-only editor shows the title alone.
 * @public
 */
export function DescriptionListEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const readOnly = useReadOnly();
  const titleId = useId();
  const stored = titleText(element.title);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const full = element.children.length >= MAX_DESCRIPTION_ITEMS;

  const saveTitle = () => {
    if (draft === undefined) return;
    const title = draft.trim();
    setDraft(undefined);
    // A title left as it was keeps its form (rich titles of older content stay rich).
    if (title !== stored.trim()) setElementFields(editor, element, { title: title === '' ? undefined : title });
  };
  const titleKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      saveTitle();
    } else if (event.key === 'Escape') {
      setDraft(undefined);
    }
  };
  const add = (kind: DescriptionItemKind) => {
    if (addDescriptionItem(editor, element, kind, services.createId)) ReactEditor.focus(editor);
  };

  return (
    <div {...attributes} className="description-list">
      {readOnly ? (
        stored ? (
          <div className="description-list-title" contentEditable={false}>
            {stored}
          </div>
        ) : null
      ) : (
        <div className="description-list-editor-header" contentEditable={false} onKeyDown={stop}>
          <label htmlFor={titleId}>Title</label>
          <input
            id={titleId}
            type="text"
            className="description-list-title-field"
            value={draft ?? stored}
            maxLength={MAX_DESCRIPTION_LIST_TITLE}
            placeholder="Optional"
            onChange={(event) => setDraft(event.target.value)}
            onBlur={saveTitle}
            onKeyDown={titleKeys}
          />
          <button type="button" disabled={full} onClick={() => add(DT_KIND)}>
            Add Term
          </button>
          <button type="button" disabled={full} onClick={() => add(DD_KIND)}>
            Add Definition
          </button>
        </div>
      )}
      <OnlyItemContext.Provider value={element.children.length <= 1}>
        <dl>{children}</dl>
      </OnlyItemContext.Provider>
    </div>
  );
}

function DeleteItemButton({ item, kind }: { item: ElementEditorProps['element']; kind: DescriptionItemKind }): ReactNode {
  const editor = useSlateStatic();
  const only = useContext(OnlyItemContext);
  const label = deleteItemLabel(kind, Node.string(item));
  return (
    <span contentEditable={false} className="description-item-delete" onKeyDown={stop}>
      <button
        type="button"
        aria-label={label}
        title={only ? 'A description list keeps at least one item' : label}
        disabled={only}
        onClick={() => {
          if (removeDescriptionItem(editor, item)) ReactEditor.focus(editor);
        }}
      >
        ×
      </button>
    </span>
  );
}

function descriptionItemEditor(Tag: 'dt' | 'dd'): (props: ElementEditorProps) => ReactNode {
  function DescriptionItemEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
    const readOnly = useReadOnly();
    return (
      <Tag {...attributes} className="description-item">
        {children}
        {readOnly ? null : <DeleteItemButton item={element} kind={Tag} />}
      </Tag>
    );
  }
  DescriptionItemEditor.displayName = `DescriptionItemEditor(${Tag})`;
  return DescriptionItemEditor;
}

/** A term, written in place, with its delete button. @public */
export const DescriptionTermEditor = descriptionItemEditor(DT_KIND);

/** A definition, written in place, with its delete button. @public */
export const DescriptionDefinitionEditor = descriptionItemEditor(DD_KIND);

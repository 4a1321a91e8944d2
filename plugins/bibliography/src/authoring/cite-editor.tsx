import { useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useReadOnly, useSlateStatic } from 'slate-react';
import { removeElement, setElementFields, useEditorServices, useElementSelected, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { MISSING_CITATION_TEXT } from './bibliography-texts.js';
import { citedEntry, useCiteEntries } from './cite-entries.js';
import { SelectCitationDialog } from './select-citation-dialog.js';

// Keys and presses on the chip's own buttons are theirs, not the editor's around them.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A citation in the editor: a chip with the entry's in-text citation (its id while the
 * bibliography loads, 'Missing citation' when the entry is gone). Pressing it opens 'Select
 * citation' to change the entry; its remove button, Backspace or Delete remove it.
 * @public
 */
export function CiteEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const readOnly = useReadOnly();
  const selected = useElementSelected();
  const entries = useCiteEntries(services);
  const [choosing, setChoosing] = useState(false);
  const row = entries.status === 'loaded' ? citedEntry(entries.value, element.bibref) : undefined;
  const missing = entries.status === 'loaded' && row === undefined;
  const shown = row ? row.citation : missing ? MISSING_CITATION_TEXT : String(element.bibref ?? '');

  const onChipKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (!readOnly && (event.key === 'Backspace' || event.key === 'Delete')) {
      event.preventDefault();
      removeElement(editor, element);
    }
  };

  const classes = ['cite-chip', missing ? 'cite-chip-missing' : '', selected ? 'cite-chip-selected' : ''].filter(Boolean).join(' ');
  return (
    <span {...attributes} className="cite-editor">
      <span contentEditable={false} className={classes}>
        <button
          type="button"
          className="cite-chip-citation"
          disabled={readOnly}
          title={row?.text}
          aria-label={row ? `Citation ${row.citation}: ${row.text}` : missing ? `${MISSING_CITATION_TEXT} (entry ${String(element.bibref)})` : `Citation of entry ${String(element.bibref)}`}
          onClick={() => setChoosing(true)}
          onKeyDown={onChipKey}
        >
          {shown}
        </button>
        {readOnly ? null : (
          <button type="button" className="cite-chip-remove" aria-label="Remove citation" onClick={() => removeElement(editor, element)} onKeyDown={stop}>
            ×
          </button>
        )}
      </span>
      {children}
      {choosing ? (
        <SelectCitationDialog
          services={services}
          currentBibref={element.bibref}
          onSelect={(chosen) => {
            setElementFields(editor, element, { bibref: chosen.id });
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      ) : null}
    </span>
  );
}

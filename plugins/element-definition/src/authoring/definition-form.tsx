import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { fieldRecords, isFieldRecord, isPlainContent, recordText, type Element } from '@quire/plugin-sdk';
import { AudioChoiceField, CommittedTextField, editElement, useEditorServices } from '@quire/plugin-sdk/authoring';
import { MAX_DEFINITION_ENTRIES, MAX_ENTRY_LENGTH, MAX_PRONUNCIATION_LENGTH, MAX_TERM_LENGTH } from '../common/definition-limits.js';
import {
  entryAdded,
  entryRemoved,
  entryRetexted,
  pronunciationAudioSet,
  pronunciationRetexted,
  termEdit,
  type DefinitionFields,
  type EntryList,
} from '../common/definition-edits.js';

/** Said under a meaning or translation whose formatting a change of its text would drop. @public */
export const FORMATTED_ENTRY_HINT = 'This entry is formatted: changing its text here keeps the words and drops the formatting.';

const ENTRY_WORDS: Record<EntryList, { one: string; legend: string }> = {
  meanings: { one: 'meaning', legend: 'Meanings' },
  translations: { one: 'translation', legend: 'Translations' },
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function EntryListField({ element, list, change }: { readonly element: Element; readonly list: EntryList; readonly change: (edit: (current: Element) => DefinitionFields | undefined) => void }): ReactNode {
  const services = useEditorServices();
  const addButton = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<number | undefined>(undefined);
  // After a removal the focus goes to Add, once it is drawn (and enabled, if the list was full).
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed > 0) addButton.current?.focus();
  }, [removed]);
  const records = fieldRecords(element[list]);
  const { one, legend } = ENTRY_WORDS[list];
  const full = records.length >= MAX_DEFINITION_ENTRIES;
  return (
    <fieldset className="definition-form-list">
      <legend>{legend}</legend>
      {records.length > 0 ? (
        <ol>
          {records.map((record, index) => (
            <li key={record.id ?? index}>
              <CommittedTextField
                label={`${capitalised(one)} ${index + 1}`}
                value={recordText(record)}
                maxLength={MAX_ENTRY_LENGTH}
                autoFocus={added === records.length && index === records.length - 1}
                hint={isPlainContent(record.children) ? undefined : FORMATTED_ENTRY_HINT}
                onCommit={(text) => change((current) => entryRetexted(current, list, index, text, services.createId))}
              />
              <button
                type="button"
                onClick={() => {
                  change((current) => entryRemoved(current, list, index));
                  setAdded(undefined);
                  setRemoved((count) => count + 1);
                }}
              >
                Remove {one} {index + 1}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button
        ref={addButton}
        type="button"
        disabled={full}
        onClick={() => {
          change((current) => entryAdded(current, list, services.createId));
          setAdded(records.length + 1);
        }}
      >
        Add {one}
      </button>
      {full ? <p className="element-form-hint">{`A definition holds at most ${MAX_DEFINITION_ENTRIES} ${legend.toLowerCase()}.`}</p> : null}
    </fieldset>
  );
}

/**
 * The definition's edit form (its Edit side): the term; the meanings and the translations,
 * each a numbered list of fields with Add and Remove; the written pronunciation and its
 * recording, chosen from the media library. Each change is stored as the author leaves a
 * field or presses a button, as one undoable step.
 * @public
 */
export function DefinitionForm({ element }: { readonly element: Element }): ReactNode {
  const editor = useSlateStatic();
  const services = useEditorServices();
  const change = (edit: (current: Element) => DefinitionFields | undefined) => editElement(editor, element, edit);
  const pronunciation = isFieldRecord(element.pronunciation) ? element.pronunciation : undefined;
  return (
    <div className="definition-form">
      <CommittedTextField
        label="Term"
        value={typeof element.term === 'string' ? element.term : ''}
        maxLength={MAX_TERM_LENGTH}
        onCommit={(text) => change(() => termEdit(text))}
      />
      <EntryListField element={element} list="meanings" change={change} />
      <EntryListField element={element} list="translations" change={change} />
      <fieldset className="definition-form-pronunciation">
        <legend>Pronunciation</legend>
        <CommittedTextField
          label="Written pronunciation"
          value={recordText(pronunciation)}
          maxLength={MAX_PRONUNCIATION_LENGTH}
          placeholder="KAH-sah"
          hint={pronunciation && !isPlainContent(pronunciation.children) ? FORMATTED_ENTRY_HINT : undefined}
          onCommit={(text) => change((current) => pronunciationRetexted(current, text, services.createId))}
        />
        <AudioChoiceField
          src={typeof pronunciation?.src === 'string' ? pronunciation.src : ''}
          noun="pronunciation audio"
          pickMedia={services.pickMedia}
          onChoose={(clip) => change((current) => pronunciationAudioSet(current, clip, services.createId))}
          onRemove={() => change((current) => pronunciationAudioSet(current, undefined, services.createId))}
        />
      </fieldset>
    </div>
  );
}

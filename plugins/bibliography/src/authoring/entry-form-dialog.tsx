import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CSL_TYPES } from '@quire/plugin-sdk';
import { apiRequestErrors, ModalDialog } from '@quire/plugin-sdk/authoring';
import { failureMessage } from './cite-entries.js';
import {
  CSL_FORM_FIELDS,
  cslVariableOf,
  formValue,
  parseRawCslJson,
  rawCslJson,
  recordsToSave,
  withFormValue,
  type CslFormField,
  type CslRecord,
} from './csl-form.js';
import type { CslItem } from '@quire/plugin-sdk';

/** The label of the field holding every record of the entry. @public */
export const RAW_CSL_JSON_LABEL = 'Raw CSL JSON';

/** Props of {@link EntryFormDialog}. @public */
export interface EntryFormDialogProps {
  /** 'Edit entry' or 'New entry'. */
  readonly title: string;
  readonly initialData: readonly CslRecord[];
  /** Stores the records; rejects (an `ApiRequestError`) when the server refuses them. */
  readonly onSave: (data: CslItem[]) => Promise<void>;
  readonly onCancel: () => void;
}

interface Refusal {
  readonly message: string;
  readonly errors: readonly string[];
}

const MAX_RAW_LENGTH = 200_000;

const DATE_FIELDS = ['year', 'month', 'day'] as const;
const isDateField = (field: CslFormField): field is (typeof DATE_FIELDS)[number] => (DATE_FIELDS as readonly string[]).includes(field);

/** Each field's text for a record. */
const formValues = (record: CslRecord): Record<CslFormField, string> =>
  Object.fromEntries(CSL_FORM_FIELDS.map(({ key }) => [key, formValue(record, key)])) as Record<CslFormField, string>;

// `[0].issued.date-parts: …` → `issued`, the variable of the first record a field edits.
function firstRecordVariable(error: string): string | undefined {
  return /^\[0\]\.([^.:[\s]+)/.exec(error)?.[1];
}

/**
 * The form over an entry's first record (its common CSL fields) beside 'Raw CSL JSON', all
 * its records: a field typed changes the JSON, and JSON typed fills the fields, so the rest
 * of what the entry holds is edited there and nothing is lost. A refusal is shown field by
 * field and the dialog keeps what was typed.
 * @public
 */
export function EntryFormDialog({ title, initialData, onSave, onCancel }: EntryFormDialogProps): ReactNode {
  const [data, setData] = useState<readonly CslRecord[]>(initialData);
  // What each field holds as typed: 'Adams,' on its way to 'Adams, A.' or a new line for the next author.
  const [texts, setTexts] = useState(() => formValues(initialData[0] ?? {}));
  const [raw, setRaw] = useState(() => rawCslJson(initialData));
  const [rawProblem, setRawProblem] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const first = data[0] ?? {};

  const setField = (field: CslFormField, value: string) => {
    const typed = { ...texts, [field]: value };
    setTexts(typed);
    // The date is the three fields together: a year typed again keeps the month and day still shown.
    const record = isDateField(field) ? DATE_FIELDS.reduce((next, part) => withFormValue(next, part, typed[part]), first) : withFormValue(first, field, value);
    const next = [record, ...data.slice(1)];
    setData(next);
    setRaw(rawCslJson(next));
  };

  const setRawText = (text: string) => {
    setRaw(text);
    const parsed = parseRawCslJson(text);
    if (parsed.ok) {
      setData(parsed.data);
      setTexts(formValues(parsed.data[0] ?? {}));
      setRawProblem(undefined);
    } else {
      setRawProblem(parsed.message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rawProblem || saving) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      await onSave(recordsToSave(data));
    } catch (error) {
      setRefusal({ message: failureMessage(error), errors: apiRequestErrors(error) });
      setSaving(false);
    }
  };

  const fieldError = (field: CslFormField): string | undefined => {
    const variable = cslVariableOf(field);
    const found = refusal?.errors.filter((error) => firstRecordVariable(error) === variable) ?? [];
    return found.length > 0 ? found.join('; ') : undefined;
  };
  const type = texts.type;

  return (
    <ModalDialog title={title} onClose={onCancel} className="modal" extraClassName="modal-lg bibliography-entry-dialog" restoreFocus>
      <form className="bibliography-entry-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="modal-body">
          {refusal ? (
            <div role="alert" className="alert alert-error">
              <p>{refusal.message}</p>
              {refusal.errors.length > 0 ? (
                <ul>
                  {refusal.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <fieldset className="bibliography-entry-fields" disabled={rawProblem !== undefined}>
            <legend>First record</legend>
            {CSL_FORM_FIELDS.map(({ key, label }) => {
              const id = `${formId}-${key}`;
              const error = fieldError(key);
              const errorId = `${id}-error`;
              const common = {
                id,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
              } as const;
              return (
                <div key={key} className={`bibliography-entry-field bibliography-entry-field-${key}`}>
                  <label htmlFor={id}>{label}</label>
                  {key === 'type' ? (
                    <select {...common} value={type} onChange={(event) => setField(key, event.target.value)}>
                      {(CSL_TYPES as readonly string[]).includes(type) ? null : <option value={type}>{type}</option>}
                      {CSL_TYPES.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                  ) : key === 'authors' ? (
                    <textarea {...common} rows={3} maxLength={10_000} value={texts[key]} placeholder="Family, Given (one per line)" onChange={(event) => setField(key, event.target.value)} />
                  ) : (
                    <input {...common} type="text" maxLength={2000} value={texts[key]} onChange={(event) => setField(key, event.target.value)} />
                  )}
                  {error ? (
                    <p id={errorId} className="field-error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <div className="bibliography-entry-field bibliography-entry-raw">
            <label htmlFor={`${formId}-raw`}>{RAW_CSL_JSON_LABEL}</label>
            <textarea
              id={`${formId}-raw`}
              rows={10}
              spellCheck={false}
              maxLength={MAX_RAW_LENGTH}
              value={raw}
              aria-invalid={rawProblem ? true : undefined}
              aria-describedby={rawProblem ? `${formId}-raw-error` : undefined}
              onChange={(event) => setRawText(event.target.value)}
            />
            {rawProblem ? (
              <p id={`${formId}-raw-error`} className="field-error">
                {rawProblem}
              </p>
            ) : null}
          </div>
        </div>
        <div className="modal-footer">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={rawProblem !== undefined || saving}>
            Save
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

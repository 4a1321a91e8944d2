import { useState, type FormEvent, type ReactNode } from 'react';
import type { PluginSettingField, PluginSettingValue, PluginSettingsValues } from '@quire/core';
import { ApiError } from '../app/api-client.js';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import type { ProjectPlugin } from './project-plugins.js';

export const SETTINGS_SAVED_MESSAGE = 'Settings saved.';
export const OWNER_ONLY_SETTINGS_NOTE = 'Only the project owner can change these settings.';

/** What the form holds for each field: number fields keep their text as typed, so a half-typed number stays. */
type Draft = Readonly<Record<string, PluginSettingValue>>;

function draftOf(fields: readonly PluginSettingField[], values: PluginSettingsValues): Draft {
  return Object.fromEntries(fields.map((field) => [field.key, field.kind === 'number' ? String(values[field.key] ?? field.default) : (values[field.key] ?? field.default)]));
}

/** The value to send for a field: a number field's text as a number when it reads as one, otherwise as typed, for the server to refuse. */
function sentValue(field: PluginSettingField, value: PluginSettingValue): unknown {
  if (field.kind !== 'number') return value;
  const text = String(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

function fieldErrors(error: unknown): Readonly<Record<string, string>> | undefined {
  const errors = error instanceof ApiError && error.status === 400 ? error.body?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined;
}

/**
 * A plugin's settings for the project: a checkbox, text field, number field or list for
 * each field, labelled by the plugin. Save is offered once something changed; the server
 * checks the values with the plugin's schema, and each problem shows beside its field.
 * Someone who is not the project's owner sees the values without being able to change them.
 */
export function PluginSettingsForm({ projectSlug, plugin, canEdit }: { projectSlug: string; plugin: ProjectPlugin; canEdit: boolean }) {
  const api = useApi();
  const fields = plugin.settingFields;
  const [saved, setSaved] = useState<Draft>(() => draftOf(fields, plugin.settings));
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [saving, setSaving] = useState(false);
  const changedKeys = fields.map((field) => field.key).filter((key) => draft[key] !== saved[key]);
  const idPrefix = `plugin-settings-${plugin.id}`;

  const change = (key: string, value: PluginSettingValue) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)));
    setStatus(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (changedKeys.length === 0 || saving) return;
    const body = Object.fromEntries(fields.filter((field) => changedKeys.includes(field.key)).map((field) => [field.key, sentValue(field, draft[field.key])]));
    setSaving(true);
    setFailure(undefined);
    setStatus(undefined);
    try {
      const answer = await api.put<{ settings?: PluginSettingsValues }>(`/projects/${projectSlug}/plugins/${plugin.id}/settings`, body);
      const stored = answer.settings ? draftOf(fields, answer.settings) : draft;
      setSaved(stored);
      setDraft(stored);
      setErrors({});
      setStatus(SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      const problems = fieldErrors(error);
      const known = problems ? Object.fromEntries(Object.entries(problems).filter(([key]) => fields.some((field) => field.key === key))) : {};
      setErrors(known);
      // A problem no field shows (a refusal, a lost connection) is said above the fields.
      if (Object.keys(known).length === 0) setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="plugin-settings" aria-labelledby={`${idPrefix}-title`} onSubmit={(event) => void save(event)} noValidate>
      <fieldset disabled={!canEdit}>
        <legend id={`${idPrefix}-title`}>{plugin.id} settings</legend>
        {canEdit ? null : <p className="hint">{OWNER_ONLY_SETTINGS_NOTE}</p>}
        {failure ? (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        ) : null}
        {fields.map((field) => (
          <SettingField key={field.key} field={field} idPrefix={idPrefix} value={draft[field.key]} error={errors[field.key]} onChange={(value) => change(field.key, value)} />
        ))}
        {canEdit ? (
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={changedKeys.length === 0 || saving}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <span className="status-line" role="status">
              {status}
            </span>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

function SettingField({
  field,
  idPrefix,
  value,
  error,
  onChange,
}: {
  field: PluginSettingField;
  idPrefix: string;
  value: PluginSettingValue;
  error: string | undefined;
  onChange: (value: PluginSettingValue) => void;
}): ReactNode {
  const id = `${idPrefix}-${field.key}`;
  const descriptionId = field.description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  const note = (
    <>
      {field.description ? (
        <span className="hint" id={descriptionId}>
          {field.description}
        </span>
      ) : null}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </>
  );

  if (field.kind === 'boolean') {
    return (
      <div className="field plugin-setting">
        <label className="field-inline" htmlFor={id}>
          <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          {field.label}
        </label>
        {note}
      </div>
    );
  }
  return (
    <div className="field plugin-setting">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'enum' ? (
        <select {...common} value={String(value)} onChange={(event) => onChange(event.target.value)}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input
          {...common}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.minimum}
          max={field.maximum}
          step={field.integer ? 1 : 'any'}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...common} type="text" maxLength={field.maxLength} value={String(value)} onChange={(event) => onChange(event.target.value)} />
      )}
      {note}
    </div>
  );
}

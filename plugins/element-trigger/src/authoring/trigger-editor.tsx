import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useReadOnly, useSlateStatic } from 'slate-react';
import { MAX_TRIGGER_PROMPT_LENGTH, TRIGGER_TYPES, type TriggerType } from '@quire/plugin-sdk';
import { removeElement, setElementFields, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { promptOf, triggerTypeOf } from '../common/trigger-kinds.js';
import { TriggerIcon } from '../delivery/trigger-icon.js';

/** The trigger's name in the editor. @public */
export const TRIGGER_EDITOR_TITLE = 'DOT (AI trigger)';
/** @public */
export const PROMPT_LABEL = 'Prompt';
/** @public */
export const TRIGGER_TYPE_LABEL = 'The prompt is about';
/** The names of the trigger types in the editor. @public */
export const TRIGGER_TYPE_NAMES: Readonly<Record<TriggerType, string>> = { content_block: 'This content block', content_group: 'This group' };
/** The button that takes the trigger out of the page; disabled while the page is not being edited. @public */
export const DELETE_TRIGGER_LABEL = 'Delete DOT';
/** What the prompt is for, under it. @public */
export const PROMPT_HINT = 'When a learner presses DOT, this prompt and the text of this page are sent to the course assistant, which answers the learner.';
/** What the editor says of a trigger with no prompt. @public */
export const NO_PROMPT_MESSAGE = 'Write the prompt: learners can press DOT once it has one.';
/** What the editor says of a prompt past the limit; it is kept in the field and not stored. @public */
export const promptTooLongMessage = (length: number): string =>
  `The prompt is too long: at most ${MAX_TRIGGER_PROMPT_LENGTH} characters (now ${length}). It is saved once it is shorter.`;

/** Typing is stored once it rests this long, and at once when the field loses the focus. */
const PROMPT_SAVE_DEBOUNCE_MS = 800;

/**
 * A DOT activation point in the editor (spec authoring §2, §3): what its prompt is about
 * (its content block or its group) and the prompt, typed in place, at most 2000 characters
 * (a longer one stays in the field with a message and is not stored). While the page is
 * not being edited (the editor is read-only, its lock held by another author), the fields
 * are read-only and deleting the trigger is disabled.
 * @public
 */
export function TriggerEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const readOnly = useReadOnly();
  const id = useId();
  const stored = promptOf(element);
  const [draft, setDraft] = useState(stored);
  const [shown, setShown] = useState(stored);
  // The stored prompt changed (undo, another author): show it.
  if (stored !== shown) {
    setShown(stored);
    setDraft(stored);
  }
  const latest = useRef({ element, draft, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  latest.current.element = element;
  latest.current.draft = draft;

  const commit = () => {
    const state = latest.current;
    clearTimeout(state.timer);
    state.timer = undefined;
    if (state.draft.length <= MAX_TRIGGER_PROMPT_LENGTH && state.draft !== promptOf(state.element)) setElementFields(editor, state.element, { prompt: state.draft });
  };
  // Typing not yet stored is stored when the trigger leaves the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => commit, []);

  const type = (value: string) => {
    setDraft(value);
    latest.current.draft = value;
    clearTimeout(latest.current.timer);
    latest.current.timer = setTimeout(commit, PROMPT_SAVE_DEBOUNCE_MS);
  };

  const tooLong = draft.length > MAX_TRIGGER_PROMPT_LENGTH;
  const described = [`${id}-hint`, tooLong || draft === '' ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div {...attributes} className="trigger-authoring">
      <div contentEditable={false} role="group" aria-label={TRIGGER_EDITOR_TITLE} className="trigger-authoring-body" onKeyDown={(event) => event.stopPropagation()}>
        <div className="trigger-authoring-toolbar">
          <span className="trigger-authoring-title">
            <TriggerIcon />
            {TRIGGER_EDITOR_TITLE}
          </span>
          <label htmlFor={`${id}-type`}>
            {TRIGGER_TYPE_LABEL}
            <select id={`${id}-type`} value={triggerTypeOf(element)} disabled={readOnly} onChange={(event) => setElementFields(editor, element, { trigger_type: event.target.value })}>
              {TRIGGER_TYPES.map((triggerType) => (
                <option key={triggerType} value={triggerType}>
                  {TRIGGER_TYPE_NAMES[triggerType]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="trigger-delete" disabled={readOnly} onClick={() => removeElement(editor, element)}>
            {DELETE_TRIGGER_LABEL}
          </button>
        </div>
        <label htmlFor={`${id}-prompt`}>{PROMPT_LABEL}</label>
        <textarea
          id={`${id}-prompt`}
          className="trigger-prompt"
          rows={3}
          value={draft}
          readOnly={readOnly}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={described}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
        />
        <p id={`${id}-hint`} className="trigger-authoring-hint">
          {draft.length} of {MAX_TRIGGER_PROMPT_LENGTH} characters. {PROMPT_HINT}
        </p>
        {tooLong ? (
          <p id={`${id}-problem`} className="trigger-authoring-error" role="alert">
            {promptTooLongMessage(draft.length)}
          </p>
        ) : draft === '' ? (
          <p id={`${id}-problem`} className="trigger-authoring-note">
            {NO_PROMPT_MESSAGE}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSlateStatic } from 'slate-react';
import { setElementFields, useEditorServices, type ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { useSystemDark } from '@quire/plugin-sdk/delivery';
import { JAVASCRIPT_RUNNER } from '../common/run-code-kinds.js';
import { ECL_SAVE_DEBOUNCE_MS, MAX_ECL_CODE_LENGTH } from '../common/run-code-limits.js';
import { useCodeEditor } from '../code-editor/use-code-editor.js';
import { installedRunners, type RunnerChoice } from './runner-choices.js';

/** The starting code editor's accessible name. @public */
export const STARTING_CODE_LABEL = 'Starting code';
/** @public */
export const RUNNER_LABEL = 'Runner';
/** What the runner list says when the server could not be asked. @public */
export const RUNNERS_NOT_LOADED_MESSAGE = 'Could not load the runners: the block keeps its runner.';

/**
 * A run-code block in the editor (spec authoring §2 "ECL code block"): the runner, from those
 * the server has installed, and the starting code the learner gets, in the same code editor
 * learners use. Typing is stored after it rests 800 ms, and at once when the editor loses the
 * focus. A runner that is not installed stays listed, marked so, until the author picks another.
 * @public
 */
export function EclEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const editor = useSlateStatic();
  const { requestContentType } = useEditorServices();
  const id = useId();
  const dark = useSystemDark();
  const runner = typeof element.runner === 'string' ? element.runner : JAVASCRIPT_RUNNER;
  const [runners, setRunners] = useState<readonly RunnerChoice[]>();
  const [runnersFailed, setRunnersFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ element, pending: undefined as string | undefined, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  latest.current.element = element;

  useEffect(() => {
    let cancelled = false;
    installedRunners(requestContentType).then(
      (choices) => !cancelled && setRunners(choices),
      () => !cancelled && setRunnersFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [requestContentType]);

  const flush = () => {
    const state = latest.current;
    clearTimeout(state.timer);
    if (state.pending !== undefined && state.pending !== state.element.code) setElementFields(editor, state.element, { code: state.pending });
    state.pending = undefined;
  };

  useCodeEditor(host, {
    code: typeof element.code === 'string' ? element.code : '',
    label: STARTING_CODE_LABEL,
    runner,
    dark,
    onChange: (code) => {
      const state = latest.current;
      state.pending = code.slice(0, MAX_ECL_CODE_LENGTH);
      clearTimeout(state.timer);
      state.timer = setTimeout(flush, ECL_SAVE_DEBOUNCE_MS);
    },
  });
  // Typing not yet stored is stored when the block leaves the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => flush, []);

  const choices: readonly RunnerChoice[] = runners ?? [];
  const installed = choices.some((choice) => choice.name === runner);
  return (
    <div {...attributes} className="ecl-authoring" data-theme={dark ? 'dark' : 'light'}>
      <div contentEditable={false} className="ecl-authoring-body" onKeyDown={(event) => event.stopPropagation()} onBlur={flush}>
        <div className="ecl-authoring-toolbar">
          <span className="ecl-authoring-title">Run code</span>
          <label htmlFor={`${id}-runner`}>
            {RUNNER_LABEL}
            <select id={`${id}-runner`} value={runner} disabled={runners === undefined && !runnersFailed} onChange={(event) => setElementFields(editor, element, { runner: event.target.value })}>
              {installed ? null : <option value={runner}>{runners === undefined ? runner : `${runner} (not installed)`}</option>}
              {choices.map((choice) => (
                <option key={choice.name} value={choice.name}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
          {runnersFailed ? <span className="ecl-authoring-note">{RUNNERS_NOT_LOADED_MESSAGE}</span> : null}
        </div>
        <div ref={host} className="ecl-mirror" />
      </div>
      {children}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDeliveryContext, useSystemDark, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { ECL_KIND, JAVASCRIPT_RUNNER } from '../common/run-code-kinds.js';
import { ECL_SAVE_DEBOUNCE_MS } from '../common/run-code-limits.js';
import { eclCodeKey } from '../common/ecl-code-key.js';
import { runOutputOf, type RunOutput } from '../common/run-results.js';
import { useCodeEditor } from '../code-editor/use-code-editor.js';

/** @public */
export const RUN_LABEL = 'Run';
/** @public */
export const CLEAR_OUTPUT_LABEL = 'Clear Output';
/** @public */
export const RESET_LABEL = 'Reset';
/** The code editor's accessible name. @public */
export const CODE_TO_RUN_LABEL = 'Code to run';
/** @public */
export const RUNNING_MESSAGE = 'Running…';
/** What the output says of a run that printed nothing and ended well. @public */
export const NO_OUTPUT_MESSAGE = 'The program printed nothing.';
/** @public */
export const CODE_NOT_SAVED_MESSAGE = 'Your code could not be saved: keep this page open and try again.';

/**
 * A run-code block as learners use it (delivery §2, §4): the code in an editor (light or
 * dark following the system, at most 1000 px high) with Run, Clear Output and Reset. The
 * learner's code is kept in the page attempt's state 800 ms after typing rests, and at once
 * on Run, Reset and leaving the page; it is loaded back on return. Reset restores the
 * author's code. The server draws the code as text, and the buttons work once the page's
 * script has loaded.
 * @public
 */
export function EclView({ element }: DeliveryElementProps): ReactNode {
  const original = typeof element.code === 'string' ? element.code : '';
  const runner = typeof element.runner === 'string' ? element.runner : JAVASCRIPT_RUNNER;
  const elementId = typeof element.id === 'string' ? element.id : undefined;
  const { attemptState, requestContentType, mode, sectionSlug } = useDeliveryContext();
  const key = elementId ? eclCodeKey(elementId) : undefined;
  const dark = useSystemDark();

  const host = useRef<HTMLDivElement>(null);
  const code = useRef(original);
  // Set while the view itself replaces the text (a saved attempt, Reset), which is no edit of the learner's.
  const replacing = useRef(false);
  const edited = useRef(false);
  const pendingSave = useRef<{ timer?: ReturnType<typeof setTimeout>; code?: string }>({});
  const [hydrated, setHydrated] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [output, setOutput] = useState<RunOutput>();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const saveNow = useCallback(() => {
    const pending = pendingSave.current;
    clearTimeout(pending.timer);
    pending.timer = undefined;
    if (pending.code === undefined || !attemptState || !key) return;
    const value = pending.code;
    pending.code = undefined;
    attemptState.write({ [key]: value }).catch(() => setFailure(CODE_NOT_SAVED_MESSAGE));
  }, [attemptState, key]);

  const { editor, mounted } = useCodeEditor(host, {
    code: original,
    label: CODE_TO_RUN_LABEL,
    runner,
    dark,
    onChange: (next) => {
      code.current = next;
      if (replacing.current || !attemptState) return;
      edited.current = true;
      pendingSave.current.code = next;
      clearTimeout(pendingSave.current.timer);
      pendingSave.current.timer = setTimeout(saveNow, ECL_SAVE_DEBOUNCE_MS);
    },
  });

  const replaceCode = useCallback(
    (next: string) => {
      code.current = next;
      replacing.current = true;
      try {
        editor.current?.setCode(next);
      } finally {
        replacing.current = false;
      }
    },
    [editor],
  );

  useEffect(() => setHydrated(true), []);

  // The code the learner left in this attempt.
  useEffect(() => {
    if (!attemptState || !key) return;
    let cancelled = false;
    attemptState.read([key]).then(
      (values) => {
        const stored = values[key];
        if (!cancelled && typeof stored === 'string') setSaved(stored);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [attemptState, key]);
  // Again once the editor shows, as it starts from the author's code.
  useEffect(() => {
    if (saved !== undefined && !edited.current) replaceCode(saved);
  }, [saved, mounted, replaceCode]);

  // Leaving the page or the block keeps what waits for its debounce.
  useEffect(() => {
    window.addEventListener('pagehide', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      saveNow();
    };
  }, [saveNow]);

  const run = async () => {
    if (!requestContentType) return;
    saveNow();
    setRunning(true);
    setFailure(undefined);
    // A learner's run names the block and its section, which the server checks; a preview names neither.
    const where = mode !== 'preview' && sectionSlug && elementId ? { section: sectionSlug, block: elementId } : {};
    try {
      setOutput(runOutputOf(await requestContentType(ECL_KIND, { body: { code: code.current, runner, ...where } })));
    } catch (error) {
      setOutput(undefined);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  const clearOutput = () => {
    setOutput(undefined);
    setFailure(undefined);
  };

  const reset = () => {
    replaceCode(original);
    edited.current = false;
    if (attemptState) {
      pendingSave.current.code = original;
      saveNow();
    }
  };

  return (
    <section className="ecl" aria-label="Run code" data-runner={runner} data-theme={dark ? 'dark' : 'light'}>
      <div className="ecl-editor">
        {mounted ? null : (
          <pre className="ecl-code" aria-label={CODE_TO_RUN_LABEL}>
            <code>{saved ?? original}</code>
          </pre>
        )}
        <div ref={host} className="ecl-mirror" />
      </div>
      <div className="ecl-actions">
        <button type="button" className="ecl-run" onClick={() => void run()} disabled={!hydrated || running || !requestContentType}>
          {RUN_LABEL}
        </button>
        <button type="button" onClick={clearOutput} disabled={!hydrated || (output === undefined && failure === undefined)}>
          {CLEAR_OUTPUT_LABEL}
        </button>
        <button type="button" onClick={reset} disabled={!hydrated}>
          {RESET_LABEL}
        </button>
      </div>
      <div className="ecl-output" role="status" aria-label="Output">
        {running ? <p className="ecl-running">{RUNNING_MESSAGE}</p> : null}
        {output ? <RunOutputView output={output} /> : null}
        {failure ? <p className="ecl-failure">{failure}</p> : null}
      </div>
    </section>
  );
}

function RunOutputView({ output }: { output: RunOutput }): ReactNode {
  const printed = output.stdout !== '' || output.stderr !== '';
  return (
    <>
      {output.stdout !== '' ? <pre className="ecl-stdout">{output.stdout}</pre> : null}
      {output.stderr !== '' ? <pre className="ecl-stderr">{output.stderr}</pre> : null}
      {output.error ? <p className="ecl-error">{output.error}</p> : null}
      {!printed && !output.error ? <p className="ecl-quiet">{NO_OUTPUT_MESSAGE}</p> : null}
    </>
  );
}

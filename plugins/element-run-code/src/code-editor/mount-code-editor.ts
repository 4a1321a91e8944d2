/**
 * The run-code block's code editor, CodeMirror 6, in a chunk of its own that the block's
 * views load once drawn: the author's and the learner's editors are the same. The mode of
 * the runner's language loads lazily through @codemirror/language-data.
 */
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, HighlightStyle, indentUnit, LanguageDescription, syntaxHighlighting } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { tags } from '@lezer/highlight';
import { ECL_MAX_HEIGHT_PX, ECL_TAB_SIZE } from '../common/run-code-limits.js';

/** @internal */
export interface CodeEditorHandle {
  /** Replaces the whole text, as Reset and a saved attempt do; `onChange` hears it too. */
  setCode(code: string): void;
  setDark(dark: boolean): void;
  /** Colours the code as the runner's language. */
  setRunner(runner: string): void;
  destroy(): void;
}

/** @internal */
export interface CodeEditorOptions {
  readonly code: string;
  /** The editor's accessible name. */
  readonly label: string;
  /** The runner's name (`javascript`, `python`): its language's mode colours the code. */
  readonly runner: string;
  readonly dark: boolean;
  readonly readOnly?: boolean;
  readonly onChange: (code: string) => void;
}

const nightColours = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword], color: '#f47067' },
  { tag: [tags.string, tags.regexp], color: '#96d0ff' },
  { tag: [tags.lineComment, tags.blockComment], color: '#768390', fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.null], color: '#6cb6ff' },
  { tag: [tags.function(tags.variableName), tags.definition(tags.variableName)], color: '#dcbdfb' },
  { tag: [tags.className, tags.typeName], color: '#f69d50' },
]);

const dayTheme = EditorView.theme({}, { dark: false });
const nightTheme = EditorView.theme(
  { '&': { backgroundColor: '#22272e', color: '#adbac7' }, '.cm-gutters': { backgroundColor: '#22272e', color: '#768390', border: 'none' }, '.cm-cursor': { borderLeftColor: '#adbac7' } },
  { dark: true },
);
const themed = (dark: boolean) => [dark ? nightTheme : dayTheme, syntaxHighlighting(dark ? nightColours : defaultHighlightStyle)];

/** Puts a code editor in `parent`. @internal */
export function mountCodeEditor(parent: HTMLElement, options: CodeEditorOptions): CodeEditorHandle {
  const theme = new Compartment();
  const language = new Compartment();
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.code,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        bracketMatching(),
        // Tab stays the browser's, so the keyboard can leave the editor for the buttons.
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorState.tabSize.of(ECL_TAB_SIZE),
        indentUnit.of(' '.repeat(ECL_TAB_SIZE)),
        EditorState.readOnly.of(options.readOnly === true),
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.theme({ '&': { maxHeight: `${ECL_MAX_HEIGHT_PX}px` }, '.cm-scroller': { overflow: 'auto' } }),
        language.of([]),
        theme.of(themed(options.dark)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  let destroyed = false;
  let wanted = options.runner;
  const colourAs = (runner: string) => {
    wanted = runner;
    const description = LanguageDescription.matchLanguageName(languages, runner, true);
    if (!description) return view.dispatch({ effects: language.reconfigure([]) });
    void description.load().then(
      // A later runner chosen while this mode loaded wins.
      (support) => destroyed || wanted !== runner || view.dispatch({ effects: language.reconfigure(support) }),
      // Without its mode the code is still edited and run, in plain colours.
      () => undefined,
    );
  };
  colourAs(options.runner);
  return {
    setRunner(runner) {
      if (runner !== wanted) colourAs(runner);
    },
    setCode(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    setDark(dark) {
      view.dispatch({ effects: theme.reconfigure(themed(dark)) });
    },
    destroy() {
      destroyed = true;
      view.destroy();
    },
  };
}

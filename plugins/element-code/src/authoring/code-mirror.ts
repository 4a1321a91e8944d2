/**
 * The code editor itself: CodeMirror 6, in a chunk of its own that the code block's view
 * loads only when a page has a code block. Language modes load lazily through
 * @codemirror/language-data.
 */
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, drawSelection, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, HighlightStyle, indentUnit, LanguageDescription, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { languages } from '@codemirror/language-data';
import { CODE_MAX_HEIGHT_PX, CODE_TAB_SIZE } from '../common/code-limits.js';
import type { CodeLanguage } from '../common/code-languages.js';

/** The spec's names that language-data spells otherwise. */
const LANGUAGE_DATA_NAMES: Partial<Record<CodeLanguage, string>> = { Golang: 'Go' };

/** @internal */
export interface CodeMirrorHandle {
  setLanguage(language: CodeLanguage | undefined): Promise<void>;
  setDark(dark: boolean): void;
  destroy(): void;
}

/** The learner view's dark colours (element-code.css), so a block reads alike in both. */
const darkHighlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword], color: '#ff7b72' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a5d6ff' },
  { tag: tags.comment, color: '#8b949e', fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.atom, tags.literal, tags.propertyName, tags.attributeName], color: '#79c0ff' },
  { tag: tags.definition(tags.variableName), color: '#d2a8ff' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: '#7ee787' },
]);

const lightTheme = EditorView.theme({}, { dark: false });
const darkTheme = EditorView.theme(
  { '&': { backgroundColor: '#161b22', color: '#e6edf3' }, '.cm-gutters': { backgroundColor: '#161b22', color: '#8b949e', border: 'none' }, '.cm-cursor': { borderLeftColor: '#e6edf3' } },
  { dark: true },
);

/** Puts a CodeMirror editor of `code` in `parent`; `onChange` hears every edit. @internal */
export function mountCodeMirror(parent: HTMLElement, options: { code: string; label: string; dark: boolean; onChange: (code: string) => void }): CodeMirrorHandle {
  const language = new Compartment();
  const theme = new Compartment();
  const themeOf = (dark: boolean) => [dark ? darkTheme : lightTheme, syntaxHighlighting(dark ? darkHighlightStyle : defaultHighlightStyle)];
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
        // Tab is left to the browser, so the keyboard can leave the editor.
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorState.tabSize.of(CODE_TAB_SIZE),
        indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.theme({ '&': { maxHeight: `${CODE_MAX_HEIGHT_PX}px` }, '.cm-scroller': { overflow: 'auto' } }),
        language.of([]),
        theme.of(themeOf(options.dark)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  let wanted: CodeLanguage | undefined;
  return {
    async setLanguage(name) {
      wanted = name;
      const description = name ? LanguageDescription.matchLanguageName(languages, LANGUAGE_DATA_NAMES[name] ?? name, false) : null;
      const support = description ? await description.load() : undefined;
      // A later choice made while this mode loaded wins.
      if (wanted === name) view.dispatch({ effects: language.reconfigure(support ?? []) });
    },
    setDark(dark) {
      view.dispatch({ effects: theme.reconfigure(themeOf(dark)) });
    },
    destroy() {
      view.destroy();
    },
  };
}

import { useEffect, useRef, type ReactNode } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { stex } from '@codemirror/legacy-modes/mode/stex';
import { xml } from '@codemirror/legacy-modes/mode/xml';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { FormulaSubtype } from '../common/formula-schemas.js';
import type { SourceEditorProps } from './source-editor-props.js';

const LANGUAGES: Record<FormulaSubtype, StreamLanguage<unknown>> = {
  latex: StreamLanguage.define(stex),
  mathml: StreamLanguage.define(xml),
};

/**
 * The formula's source in CodeMirror 6. Tab is left to move the focus on (no indent-with-Tab),
 * so the dialog stays keyboard-navigable; the value the dialog holds is the one truth, and a
 * change from outside (a tab switch's conversion) replaces the document.
 */
export default function CodeMirrorSourceEditorImpl({ value, notation, onChange, label }: SourceEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          language.current.of(LANGUAGES[notation]),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    created.focus();
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is made once; value and notation changes are dispatched below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(LANGUAGES[notation]) });
  }, [notation]);

  return <div ref={host} className="formula-source-codemirror" />;
}

import { lazy, Suspense, type ReactNode } from 'react';
import type { SourceEditorProps } from './source-editor-props.js';

/** The source as plain text: what shows while CodeMirror loads. @public */
export function PlainSourceEditor({ value, onChange, label }: SourceEditorProps): ReactNode {
  return <textarea aria-label={label} value={value} spellCheck={false} autoFocus onChange={(event) => onChange(event.target.value)} />;
}

// CodeMirror is fetched when a formula editor first opens, not with the editor's first screen.
const LazyCodeMirrorSourceEditor = lazy(() => import('./codemirror-source-editor.js'));

/** The source in CodeMirror 6 (LaTeX or XML highlighting), loaded on first use. @public */
export function CodeMirrorSourceEditor(props: SourceEditorProps): ReactNode {
  return (
    <Suspense fallback={<PlainSourceEditor {...props} />}>
      <LazyCodeMirrorSourceEditor {...props} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';
import { ExplanationEditor } from './explanation-editor.js';
import { HintsEditor } from './hints-editor.js';
import { ScoringEditor } from './scoring-editor.js';
import { ResponsesEditor, type ResponsesEditorProps } from './responses-editor.js';

/**
 * What an author sets for one part besides its input: the responses, tried in order, the
 * scoring, the hints and the explanation. A short answer has one part; a multi-input question one per input.
 * @public
 */
export function PartEditor(props: ResponsesEditorProps): ReactNode {
  const { part, onChange, RichTextField, readOnly } = props;
  return (
    <>
      <ResponsesEditor {...props} />
      <ScoringEditor part={part} onChange={onChange} readOnly={readOnly} />
      <HintsEditor hints={part.hints} onChange={(hints) => onChange({ ...part, hints })} RichTextField={RichTextField} readOnly={readOnly} />
      <ExplanationEditor
        explanation={part.explanation}
        onChange={(explanation) => onChange({ ...part, explanation })}
        RichTextField={RichTextField}
        readOnly={readOnly}
      />
    </>
  );
}

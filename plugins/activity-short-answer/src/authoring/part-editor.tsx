import type { ReactNode } from 'react';
import { ExplanationEditor, HintsEditor, ScoringEditor } from '@quire/plugin-sdk/authoring';
import { ResponsesEditor, type ResponsesEditorProps } from './responses-editor.js';

/**
 * What an author sets for one part besides its input: the responses, tried in order, the
 * scoring, the hints and the explanation. Short answer has one part; multi-input one per input.
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

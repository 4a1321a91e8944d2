import type { ComponentType, ReactNode } from 'react';
import { buildRule, createId, describeRule, emptyRichContent, type AuthorRule, type Part } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { ResponseRuleEditor, type ChoiceOption } from './response-rule-editor.js';
import { isCatchAll } from './rule-operators.js';

/** Props of {@link ResponsesEditor}. @public */
export interface ResponsesEditorProps {
  readonly part: Part;
  readonly onChange: (part: Part) => void;
  readonly numeric: boolean;
  /** The input the rules read (multi-input), or none for `input`. */
  readonly inputRef?: string;
  readonly choices?: readonly ChoiceOption[];
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
  readonly makeId?: () => string;
}

/**
 * A part's responses, in the order they are tried, with 'Add response' and a remove button
 * on each but the last one left. A new response goes before the catch-all, which would
 * otherwise match first and hide it.
 * @public
 */
export function ResponsesEditor(props: ResponsesEditorProps): ReactNode {
  const { part, onChange, numeric, inputRef, choices, RichTextField, readOnly, makeId = createId } = props;
  const setResponses = (responses: Part['responses']) => onChange({ ...part, responses });
  const add = () => {
    const target = inputRef === undefined ? {} : { inputRef };
    const rule: AuthorRule = choices
      ? { kind: 'text', operator: 'equals', value: choices[0]?.id ?? '', ...target }
      : numeric
        ? { kind: 'numeric', operator: 'eq', value: '0', ...target }
        : { kind: 'text', operator: 'contains', value: '', ...target };
    const response = { id: makeId(), rule: buildRule(rule), score: 0, feedback: { id: makeId(), content: emptyRichContent() } };
    const last = part.responses.length - 1;
    const at = last >= 0 && isCatchAll(describeRule(part.responses[last].rule)) ? last : part.responses.length;
    setResponses([...part.responses.slice(0, at), response, ...part.responses.slice(at)]);
  };
  return (
    <div className="responses-editor">
      {part.responses.map((response, index) => (
        <ResponseRuleEditor
          key={response.id}
          response={response}
          index={index + 1}
          numeric={numeric}
          choices={choices}
          RichTextField={RichTextField}
          readOnly={readOnly}
          onChange={(next) => setResponses(part.responses.map((r) => (r.id === next.id ? next : r)))}
          onRemove={part.responses.length > 1 ? () => setResponses(part.responses.filter((r) => r.id !== response.id)) : undefined}
        />
      ))}
      <button type="button" disabled={readOnly} onClick={add}>
        Add response
      </button>
    </div>
  );
}

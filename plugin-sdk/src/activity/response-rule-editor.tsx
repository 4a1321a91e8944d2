import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { buildRule, describeRule, isValidNumericAnswer, type ActivityResponse, type AuthorRule } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { FeedbackEditor } from './feedback-editor.js';
import { fitsOperators, isCatchAll, OPERATOR_LABELS, operatorsFor, withOperator } from './rule-operators.js';

/** A dropdown option a response can name as its answer. @public */
export interface ChoiceOption {
  readonly id: string;
  readonly label: string;
}

/** Props of {@link ResponseRuleEditor}. @public */
export interface ResponseRuleEditorProps {
  readonly response: ActivityResponse;
  readonly onChange: (response: ActivityResponse) => void;
  readonly onRemove?: () => void;
  /** 1-based, for the labels 'Response N'. */
  readonly index: number;
  readonly numeric: boolean;
  /** The dropdown's options: the rule is then `equals {choiceId}`, picked from a menu. */
  readonly choices?: readonly ChoiceOption[];
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
}

// Numeric fields carry the error style until they hold a signed decimal (spec authoring §5).
function numericProps(value: string) {
  const invalid = !isValidNumericAnswer(value);
  return { className: invalid ? 'numeric-answer invalid' : 'numeric-answer', 'aria-invalid': invalid };
}

/**
 * One response: its rule through the author operators (text, numeric or range, with
 * inclusive ends and precision), or a menu of choices for a dropdown; its score and its
 * feedback. The catch-all rule shows as 'Any other answer'; rules the operators cannot
 * show are edited as rule text. While a number is not valid the field keeps what the author
 * typed and the stored rule stays the last valid one.
 * @public
 */
export function ResponseRuleEditor(props: ResponseRuleEditorProps): ReactNode {
  const { response, onChange, onRemove, index, numeric, choices, RichTextField, readOnly } = props;
  const id = useId();
  const [draft, setDraft] = useState<AuthorRule | undefined>(() => describeRule(response.rule));
  const [draftFor, setDraftFor] = useState(response.rule);
  // A rule changed from outside (undo, type change) replaces the draft.
  useEffect(() => {
    if (response.rule !== draftFor) {
      let current: string | undefined;
      try {
        current = draft ? buildRule(draft) : undefined;
      } catch {
        current = undefined;
      }
      if (current !== response.rule) setDraft(describeRule(response.rule));
      setDraftFor(response.rule);
    }
  }, [response.rule, draftFor, draft]);

  const update = (next: AuthorRule) => {
    setDraft(next);
    try {
      const rule = buildRule(next);
      setDraftFor(rule);
      onChange({ ...response, rule });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  };

  const label = `Response ${index}`;
  return (
    <fieldset className="response-editor">
      <legend>{label}</legend>
      {isCatchAll(draft) ? (
        <p className="catch-all">Any other answer</p>
      ) : choices && draft?.kind === 'text' && draft.operator === 'equals' ? (
        <>
          <label htmlFor={`${id}-choice`}>Answer</label>
          <select id={`${id}-choice`} value={draft.value} disabled={readOnly} onChange={(e) => update({ ...draft, value: e.target.value })}>
            {!choices.some((choice) => choice.id === draft.value) && <option value={draft.value}>{draft.value}</option>}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      ) : !choices && fitsOperators(draft, numeric) ? (
        <RuleFields id={id} rule={draft} numeric={numeric} readOnly={readOnly} onChange={update} />
      ) : (
        <>
          <label htmlFor={`${id}-rule`}>Rule</label>
          <input id={`${id}-rule`} type="text" value={response.rule} readOnly={readOnly} onChange={(e) => onChange({ ...response, rule: e.target.value })} />
        </>
      )}
      <label htmlFor={`${id}-score`}>Score</label>
      <input
        id={`${id}-score`}
        type="number"
        min={0}
        value={response.score}
        readOnly={readOnly}
        onChange={(e) => {
          const score = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(score)) onChange({ ...response, score, correct: score > 0 });
        }}
      />
      <FeedbackEditor response={response} onChange={onChange} label={`Feedback for ${label}`} RichTextField={RichTextField} readOnly={readOnly} />
      {onRemove && (
        <button type="button" disabled={readOnly} onClick={onRemove}>
          {`Remove ${label}`}
        </button>
      )}
    </fieldset>
  );
}

interface RuleFieldsProps {
  readonly id: string;
  readonly rule: AuthorRule;
  readonly numeric: boolean;
  readonly readOnly: boolean;
  readonly onChange: (rule: AuthorRule) => void;
}

function RuleFields({ id, rule, numeric, readOnly, onChange }: RuleFieldsProps): ReactNode {
  const precision = rule.kind === 'text' ? undefined : rule.precision;
  const setPrecision = (text: string) => {
    if (rule.kind === 'text') return;
    const { precision: _old, ...rest } = rule;
    const value = Number(text);
    onChange(text.trim() === '' || !Number.isInteger(value) || value < 1 ? rest : { ...rest, precision: value });
  };
  return (
    <div className="rule-fields">
      <label htmlFor={`${id}-operator`}>Operator</label>
      <select
        id={`${id}-operator`}
        value={rule.operator}
        disabled={readOnly}
        onChange={(e) => onChange(withOperator(rule, e.target.value as keyof typeof OPERATOR_LABELS))}
      >
        {operatorsFor(numeric).map((operator) => (
          <option key={operator} value={operator}>
            {OPERATOR_LABELS[operator]}
          </option>
        ))}
      </select>
      {rule.kind === 'range' ? (
        <>
          <label htmlFor={`${id}-lower`}>Lower</label>
          <input id={`${id}-lower`} type="text" inputMode="decimal" value={rule.lower} readOnly={readOnly} {...numericProps(rule.lower)} onChange={(e) => onChange({ ...rule, lower: e.target.value })} />
          <label htmlFor={`${id}-upper`}>Upper</label>
          <input id={`${id}-upper`} type="text" inputMode="decimal" value={rule.upper} readOnly={readOnly} {...numericProps(rule.upper)} onChange={(e) => onChange({ ...rule, upper: e.target.value })} />
          <label>
            <input type="checkbox" checked={rule.inclusive} disabled={readOnly} onChange={(e) => onChange({ ...rule, inclusive: e.target.checked })} />
            Inclusive
          </label>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-value`}>Value</label>
          <input
            id={`${id}-value`}
            type="text"
            value={rule.value}
            readOnly={readOnly}
            {...(rule.kind === 'numeric' ? { inputMode: 'decimal' as const, ...numericProps(rule.value) } : {})}
            onChange={(e) => onChange({ ...rule, value: e.target.value })}
          />
        </>
      )}
      {rule.kind !== 'text' && (
        <>
          <label htmlFor={`${id}-precision`}>Precision</label>
          <input id={`${id}-precision`} type="number" min={1} step={1} value={precision ?? ''} readOnly={readOnly} onChange={(e) => setPrecision(e.target.value)} />
        </>
      )}
    </div>
  );
}

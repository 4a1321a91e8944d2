import type { ComponentType, ReactNode } from 'react';
import { createId, type Descendant } from '@quire/core';
import type { RichTextFieldProps } from './activity-views.js';
import { choiceLabel } from './choice-label.js';
import { createChoice, type Choice } from './choices.js';
import { moveItem, withContent } from './rich-text-edits.js';

/** Props of {@link ChoicesEditor}. @public */
export interface ChoicesEditorProps {
  readonly choices: readonly Choice[];
  readonly onChange: (choices: Choice[]) => void;
  readonly RichTextField: ComponentType<RichTextFieldProps>;
  readonly readOnly: boolean;
  /** The control that marks a choice correct (a radio, a checkbox), drawn beside it. */
  readonly renderCorrect?: (choice: Choice, index: number, label: string) => ReactNode;
  readonly makeId?: () => string;
}

export { choiceLabel } from './choice-label.js';

/**
 * The choices of a choice activity: each a row of its correct control, its rich-text field
 * and buttons to move it up or down and remove it (the last choice stays), then 'Add
 * choice'. The controls sit beside the field (classes `choice-correct`, `choice-field`,
 * `choice-actions`), clear of the formatting toolbar that floats above a field in use.
 * A choice holds no text until the author writes some: its field shows its label ('Choice
 * A', 'Choice B', 'Choice C'…) as a placeholder.
 * @public
 */
export function ChoicesEditor({ choices, onChange, RichTextField, readOnly, renderCorrect, makeId = createId }: ChoicesEditorProps): ReactNode {
  return (
    <div className="choices-editor">
      <ol className="choices">
        {choices.map((choice, index) => {
          const label = choiceLabel(index);
          return (
            <li key={choice.id} className="choice">
              {renderCorrect ? <span className="choice-correct">{renderCorrect(choice, index, label)}</span> : null}
              <div className="choice-field">
                <RichTextField
                  label={label}
                  placeholder={label}
                  value={choice.content as Descendant[]}
                  readOnly={readOnly}
                  onChange={(content) => onChange(choices.map((c) => (c.id === choice.id ? withContent(c, content) : c)))}
                />
              </div>
              <span className="choice-actions">
                <button type="button" aria-label={`Move ${label} up`} disabled={readOnly || index === 0} onClick={() => onChange(moveItem(choices, index, -1))}>
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${label} down`}
                  disabled={readOnly || index === choices.length - 1}
                  onClick={() => onChange(moveItem(choices, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${label}`}
                  disabled={readOnly || choices.length <= 1}
                  onClick={() => onChange(choices.filter((c) => c.id !== choice.id))}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" disabled={readOnly} onClick={() => onChange([...choices, createChoice('', makeId)])}>
        Add choice
      </button>
    </div>
  );
}

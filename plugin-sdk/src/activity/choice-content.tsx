import type { ReactNode } from 'react';
import type { Descendant } from '@quire/core';
import { choiceLabel, isBlankChoice } from './choice-label.js';

/** Props of {@link ChoiceContent}. @public */
export interface ChoiceContentProps {
  readonly choice: { readonly content: readonly unknown[] };
  /** Where the choice is shown, naming a blank one 'Choice A', 'Choice B'… */
  readonly index: number;
  readonly renderContent: (nodes: readonly Descendant[]) => ReactNode;
}

/**
 * A choice as a learner sees it: its content, or its label ('Choice C') while it has
 * none, as the editor's placeholder showed it; the control it labels always has a name.
 * @public
 */
export function ChoiceContent({ choice, index, renderContent }: ChoiceContentProps): ReactNode {
  return <span className="choice-content">{isBlankChoice(choice) ? choiceLabel(index) : renderContent(choice.content as Descendant[])}</span>;
}

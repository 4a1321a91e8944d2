/**
 * The contract between an activity-type plugin's views and the hosts that show them: the
 * activity editor (authoring) and the learner view (delivery). The views are plain React
 * components; everything they need from the host comes in their props, so a plugin never
 * imports a host and its tests render the views on their own.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Descendant, PartEvaluation, PartResponse, RichText } from '@quire/core';

/** Props of the host's rich-text field (the page editor's Slate editor, in small). @public */
export interface RichTextFieldProps {
  readonly value: readonly Descendant[];
  readonly onChange: (value: Descendant[]) => void;
  /** The field's accessible name, e.g. 'Question stem', 'Hint 2'. */
  readonly label: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
}

/** Props of an activity type's editor. @public */
export interface ActivityEditorProps<Model = unknown> {
  readonly model: Model;
  /** Hands the host the whole next model; the host normalises, autosaves and undoes. */
  readonly onEdit: (model: Model) => void;
  /** False while the author does not hold the lock: the editor shows the model read-only. */
  readonly editMode: boolean;
  readonly projectSlug: string;
  /** The host's rich-text editor, for stems, choices, feedback, hints and explanations. */
  readonly RichTextField: ComponentType<RichTextFieldProps>;
}

/** An activity type's editor component. @public */
export type ActivityEditor<Model = unknown> = ComponentType<ActivityEditorProps<Model>>;

/** What a learner's attempt at one part holds, as the server answers it. @public */
export interface PartAttemptState {
  readonly partId: string;
  readonly attemptGuid: string;
  /** The learner's last submitted input, or null before any submission. */
  readonly response: PartResponse['input'] | null;
  /** The evaluation of that input (score, feedback, explanation, error), null before one. */
  readonly evaluation: PartEvaluation | null;
  /** The hints handed out so far, in order. */
  readonly hints: readonly RichText[];
  readonly hasMoreHints: boolean;
}

/** A learner's attempt at an activity, as the server answers it. @public */
export interface ActivityAttemptState {
  readonly attemptGuid: string;
  readonly attemptNumber: number;
  /** active: answering; evaluated: submitted and scored; submitted: waiting for manual grading. */
  readonly state: 'active' | 'evaluated' | 'submitted';
  readonly score: number | null;
  readonly outOf: number | null;
  readonly parts: readonly PartAttemptState[];
}

/** Props of an activity type's learner view. @public */
export interface ActivityDeliveryProps<Model = unknown> {
  /** The attempt's model: transformed (shuffled) by the server, without its authoring part. */
  readonly model: Model;
  readonly attempt: ActivityAttemptState;
  /** Submits the learner's answers; the server evaluates and the host passes the new attempt in. */
  readonly onSubmit: (responses: readonly PartResponse[]) => Promise<void>;
  /** Asks for the part's next hint. */
  readonly onRequestHint: (partId: string) => Promise<void>;
  /** Starts a new attempt. */
  readonly onReset: () => Promise<void>;
  /** True in review mode (an earlier attempt) and in previews that cannot submit. */
  readonly readOnly: boolean;
  /** Draws rich content (stem, choices, feedback) with the loaded element plugins. */
  readonly renderContent: (nodes: readonly Descendant[]) => ReactNode;
}

/** An activity type's learner view component. @public */
export type ActivityDeliveryView<Model = unknown> = ComponentType<ActivityDeliveryProps<Model>>;

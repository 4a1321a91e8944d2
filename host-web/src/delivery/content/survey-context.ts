import { createContext, useContext } from 'react';

/**
 * Where an activity inside a survey stands:
 * - loading: its attempt is not loaded yet;
 * - active: answering;
 * - waiting: submitted while offline, kept to be sent;
 * - done: submitted (evaluated or waiting for grading).
 */
export type SurveyMemberStatus = 'loading' | 'active' | 'waiting' | 'done';

/** What submitting one activity of a survey came to. */
export type SurveyMemberOutcome = 'submitted' | 'queued' | 'unanswered' | 'failed';

/**
 * An activity's handle in its survey. Plugin learner views keep the learner's responses
 * to themselves until they hand them to `onSubmit`, so `submit()` asks the view for its
 * current responses through that same channel and sends them.
 */
export interface SurveyMember {
  readonly status: SurveyMemberStatus;
  /** Whether the learner answered enough to submit. */
  canSubmit(): boolean;
  submit(): Promise<SurveyMemberOutcome>;
  /** Opens a new attempt when this one is submitted. */
  reset(): Promise<void>;
}

/**
 * Given by a survey to the activities inside it: they hide their own Submit and Reset
 * buttons and register a member, replaced whenever their status changes (the function
 * returned by `register` removes it).
 */
export interface SurveyContextValue {
  readonly surveyId: string;
  register(key: string, member: SurveyMember): () => void;
}

export const SurveyContext = createContext<SurveyContextValue | null>(null);

/** The survey the caller is in, or null. */
export function useSurvey(): SurveyContextValue | null {
  return useContext(SurveyContext);
}

import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SurveyItem } from '@quire/core';
import { errorMessage } from '../../app/error-message.js';
import { usePageRuntime } from './page-runtime.js';
import { SurveyContext, type SurveyContextValue, type SurveyMember } from './survey-context.js';
import './content.css';

/** Delivery §4. */
export const SURVEY_SUBMITTED_MESSAGE = 'Your response has been submitted.';
export const SURVEY_WAITING_MESSAGE = 'Your response will be submitted when you are back online.';
export const SURVEY_UNANSWERED_MESSAGE = 'Please answer every question before submitting the survey.';

/** Learner events of a survey (delivery §4: each transition raises an event carrying the survey id). */
export const SURVEY_SUBMITTED_EVENT = 'survey_submitted';
export const SURVEY_RESET_EVENT = 'survey_reset';
/** The same, as DOM events raised on the survey's element (bubbling), for hosts without `emit`. */
export const SURVEY_SUBMIT_DOM_EVENT = 'quire:survey-submit';
export const SURVEY_RESET_DOM_EVENT = 'quire:survey-reset';

export interface SurveyEventDetail {
  readonly surveyId: string;
}

export type SurveyStatus = 'loading' | 'open' | 'waiting' | 'submitted';

/** Where a survey stands, from where its activities stand. */
export function surveyStatus(members: readonly SurveyMember[], submittedWithoutActivities: boolean): SurveyStatus {
  if (members.length === 0) return submittedWithoutActivities ? 'submitted' : 'open';
  if (members.some((member) => member.status === 'loading')) return 'loading';
  if (members.every((member) => member.status === 'done')) return 'submitted';
  if (members.every((member) => member.status === 'done' || member.status === 'waiting')) return 'waiting';
  return 'open';
}

/**
 * A survey (delivery §3, §4): its activities are answered together. They hide their own
 * Submit and Reset; Submit Survey submits every one of them, then the survey shows that the
 * response was submitted and offers Reset, which opens new attempts. Whether it is
 * submitted comes from its activities' attempts, so it survives a reload.
 */
export function SurveyView({ item }: { item: SurveyItem }) {
  const runtime = usePageRuntime();
  const headingId = useId();
  const element = useRef<HTMLElement>(null);
  const members = useRef(new Map<string, SurveyMember>());
  const [, setVersion] = useState(0);
  const [submittedWithoutActivities, setSubmittedWithoutActivities] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  /** The transition the learner asked for, announced once the activities reach it. */
  const requested = useRef<'submit' | 'reset' | null>(null);

  const register = useCallback((key: string, member: SurveyMember) => {
    members.current.set(key, member);
    setVersion((version) => version + 1);
    return () => {
      if (members.current.get(key) === member) {
        members.current.delete(key);
        setVersion((version) => version + 1);
      }
    };
  }, []);
  const context = useMemo<SurveyContextValue>(() => ({ surveyId: item.id, register }), [item.id, register]);

  const all = [...members.current.values()];
  const status = surveyStatus(all, submittedWithoutActivities);

  const { emit } = runtime;
  // In the commit that shows the new status, so the event never lags what the learner sees.
  useLayoutEffect(() => {
    const transition = requested.current;
    if (!transition) return;
    const reached = transition === 'submit' ? status === 'submitted' : status === 'open';
    if (!reached) return;
    requested.current = null;
    const detail: SurveyEventDetail = { surveyId: item.id };
    emit({ type: transition === 'submit' ? SURVEY_SUBMITTED_EVENT : SURVEY_RESET_EVENT, surveyId: item.id });
    element.current?.dispatchEvent(new CustomEvent(transition === 'submit' ? SURVEY_SUBMIT_DOM_EVENT : SURVEY_RESET_DOM_EVENT, { bubbles: true, detail }));
  }, [status, emit, item.id]);

  const submit = async () => {
    setProblem(undefined);
    const open = all.filter((member) => member.status === 'active');
    if (open.some((member) => !member.canSubmit())) {
      setProblem(SURVEY_UNANSWERED_MESSAGE);
      return;
    }
    setBusy(true);
    requested.current = 'submit';
    try {
      const outcomes = await Promise.all(open.map((member) => member.submit()));
      if (outcomes.some((outcome) => outcome === 'failed' || outcome === 'unanswered')) {
        setProblem('Some answers could not be submitted. Please check them and submit the survey again.');
      }
      if (all.length === 0) setSubmittedWithoutActivities(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setProblem(undefined);
    setBusy(true);
    requested.current = 'reset';
    try {
      await Promise.all(all.filter((member) => member.status === 'done').map((member) => member.reset()));
      if (all.length === 0) setSubmittedWithoutActivities(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const title = item.title?.trim() || 'Survey';
  return (
    <section ref={element} className={`delivered-survey survey-${status}`} aria-labelledby={headingId} data-survey-id={item.id}>
      <h2 id={headingId} className="survey-heading">
        {title}
      </h2>
      <SurveyContext.Provider value={context}>
        {runtime.renderItems({ items: item.children, elementId: item.id, label: `Pages of ${title}` })}
      </SurveyContext.Provider>
      <div className="survey-controls">
        {status === 'submitted' ? (
          <>
            <p role="status" className="survey-message">
              {SURVEY_SUBMITTED_MESSAGE}
            </p>
            <button type="button" className="button" disabled={busy} onClick={() => void reset()}>
              Reset
            </button>
          </>
        ) : status === 'waiting' ? (
          <p role="status" className="survey-message">
            {SURVEY_WAITING_MESSAGE}
          </p>
        ) : (
          <button type="button" className="button button-primary survey-submit" disabled={busy || status === 'loading'} aria-busy={busy} onClick={() => void submit()}>
            Submit Survey
          </button>
        )}
        {problem ? (
          <p role="alert" className="alert alert-error">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}

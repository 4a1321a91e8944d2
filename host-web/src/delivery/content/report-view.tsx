import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { ReportItem } from '@quire/core';
import { useInAppRouter } from '../../app/routing.js';
import { useApi } from '../../app/session.js';
import { lessonPath } from '../section-client.js';
import { usePageRuntime } from './page-runtime.js';
import { loadActivityReport, reportLoadFailure, type ActivityReport } from './reports/activity-report-client.js';
import { LikertReportRenderer } from './reports/likert-report-renderer.js';
import { sanitizePromptsHtml } from './reports/sanitize-prompts-html.js';
import { VegaLiteRenderer } from './reports/vega-lite-renderer.js';
import './content.css';
import './reports/reports.css';

/** What a report says outside a section (an author's preview), where there are no answers. */
export const REPORT_PREVIEW_NOTE = 'The report of the answers to this activity appears here.';
/** The visible text of the report's loading spinner. */
export const REPORT_LOADING_TEXT = 'Loading report…';

type ReportState = { status: 'loading' } | { status: 'loaded'; report: ActivityReport } | { status: 'failed'; message: string };

/** A link to the lesson; a plain link where no router is around (a page drawn on its own). */
function LessonLink({ to, children }: { to: string; children: string }) {
  return useInAppRouter() ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}

function LoadedReport({ report, sectionSlug }: { report: ActivityReport; sectionSlug: string }) {
  const prompts = useMemo(() => sanitizePromptsHtml(report.prompts), [report.prompts]);
  return (
    <>
      {report.parent ? (
        <p className="report-parent">
          <LessonLink to={lessonPath(sectionSlug, report.parent.slug)}>{report.parent.title}</LessonLink>
        </p>
      ) : null}
      {prompts ? <div className="report-prompts" dangerouslySetInnerHTML={{ __html: prompts }} /> : null}
      {report.answersHidden ? null : report.type === 'likert_bar' ? <LikertReportRenderer spec={report.spec} /> : <VegaLiteRenderer spec={report.spec} />}
      <p className="report-message">{report.message}</p>
      {report.answersByLearner && report.answersByLearner.length > 0 ? <AnswersByLearner rows={report.answersByLearner} /> : null}
    </>
  );
}

/** Each learner's latest answer, by name: what only the section's instructors and the project's authors see. */
function AnswersByLearner({ rows }: { rows: NonNullable<ActivityReport['answersByLearner']> }) {
  return (
    <details className="report-by-learner">
      <summary>Answers by learner ({rows.length})</summary>
      <table>
        <caption className="visually-hidden">Each learner’s latest answer</caption>
        <thead>
          <tr>
            <th scope="col">Learner</th>
            <th scope="col">Answer</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.name}`}>
              <th scope="row">{row.name}</th>
              <td>{row.answer}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The report of the section's learners' answers, fetched from the server. */
function SectionReport({ sectionSlug, activityId }: { sectionSlug: string; activityId: number | string }) {
  const api = useApi();
  const [state, setState] = useState<ReportState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadActivityReport(api, sectionSlug, activityId).then(
      (report) => !cancelled && setState({ status: 'loaded', report }),
      (error: unknown) => !cancelled && setState({ status: 'failed', message: reportLoadFailure(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, sectionSlug, activityId]);

  if (state.status === 'loading') {
    return (
      <p className="report-loading" role="status">
        <span className="report-spinner" aria-hidden="true" />
        {REPORT_LOADING_TEXT}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="alert alert-error" role="alert">
        {state.message}
      </p>
    );
  }
  return <LoadedReport report={state.report} sectionSlug={sectionSlug} />;
}

/**
 * An activity report (delivery §3 "Activity report view"): its title, then, in a section,
 * the lesson that uses the activity as a link, the activity's prompts, a chart of the
 * learners' answers (Likert bars for `likert_bar` reports, else bars; none when the server
 * keeps classmates' typed answers from this reader) and a message, and for instructors each
 * learner's answer by name, with a spinner while it loads and an alert when it cannot. Outside a section (an author's
 * preview) there are no answers to report, so a note stands in.
 */
export function ReportView({ item }: { item: ReportItem }) {
  const { sectionSlug, mode } = usePageRuntime();
  const headingId = useId();
  return (
    <section className="delivered-report" aria-labelledby={headingId} data-report-type={item.reportType}>
      <h2 id={headingId} className="report-heading">
        {item.title?.trim() || 'Report'}
      </h2>
      {sectionSlug && mode !== 'preview' ? (
        <SectionReport sectionSlug={sectionSlug} activityId={item.activityId} />
      ) : (
        <p className="report-note">{REPORT_PREVIEW_NOTE}</p>
      )}
    </section>
  );
}

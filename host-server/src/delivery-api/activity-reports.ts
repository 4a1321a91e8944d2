import Router from '@koa/router';
import type { Context } from 'koa';
import { requireUser } from '../auth/auth-middleware.js';
import { notFound } from '../http/http-error.js';
import { requireSectionEnrollment, type SectionRow } from '../permissions.js';
import type { ServerServices } from '../server-services.js';
import { answerCounts, answersByLearner, answerTotals, type ReportScope } from './activity-reports-answers.js';
import { hiddenAnswersMessage, isLikertType, LIKERT_REPORT_TYPE, reportChartSpec, reportMessage, type ActivityReportType } from './activity-reports-chart.js';
import { reportPlacement } from './activity-reports-placement.js';
import { renderPromptsHtml } from './activity-reports-prompts.js';
import { answerLabelOf, MAX_REPORTED_ANSWERS, reportBars, reportedPart, type ReportedPart } from './activity-reports-tally.js';
import { publishedRevisions } from './delivered-resources.js';
import { pathId } from './request-values.js';
import { findSection, isProjectMember } from './section-access.js';

/**
 * Who may read a section's reports: a member of its project (never enrolled by it), or
 * anyone enrolled, as every delivery read takes them (a visitor of an open section is
 * enrolled as a student on first use). 401 without a session, 404 for an unknown section.
 * `teaches`: an author of the project or an instructor of the section, who may see who
 * answered what.
 */
async function requireReportReader(ctx: Context, services: ServerServices): Promise<{ section: SectionRow; teaches: boolean }> {
  const user = requireUser(ctx);
  const section = await findSection(services.db, ctx.params.sectionSlug);
  if (await isProjectMember(services.db, user, section.project_id)) return { section, teaches: true };
  const { role } = await requireSectionEnrollment(ctx, services, section.slug);
  return { section, teaches: role === 'instructor' };
}

/** The bars, how many learners answered and how many different answers there were. */
async function tally(services: ServerServices, scope: ReportScope, part: ReportedPart) {
  // Typed answers read as stored are cut in SQL; choices and regrouped answers need them all.
  const cutInSql = part.kind === 'answers' && !part.regroup;
  const [answers, totals] = await Promise.all([
    answerCounts(services.db, scope, cutInSql ? MAX_REPORTED_ANSWERS : undefined),
    answerTotals(services.db, scope),
  ]);
  const { bars, distinct } = reportBars(part, answers);
  return { bars, learners: totals.learners, distinct: cutInSql ? Math.max(totals.distinct, distinct) : distinct };
}

/**
 * `GET /api/v1/activity/report/{sectionSlug}/{activityId}` (enrolled, or a member of the
 * project; 404 for an activity the section's publication does not hold) →
 * `{type, parent: {slug, title} | null, spec, prompts, message, answersHidden,
 * answersByLearner?}` (delivery §3 "Activity report view"): the section's learners' latest
 * answers to the activity's first part as a Vega-Lite bar chart (`data.values` of
 * `{label, count}`), the stem as HTML, the lesson that uses the activity, and a sentence
 * saying how many learners answered. Typed answers are shown to learners only when a
 * report item on a published page asks for them (`reportType: 'answers_bar'`), and never
 * with names; otherwise `answersHidden` is set and the chart is empty. For the section's
 * instructors and the project's authors, `answersByLearner` lists each learner's latest
 * answer with their name (at most 500, by name).
 */
export function activityReportRoutes(services: ServerServices): Router {
  const { db } = services;
  const router = new Router();

  router.get('/api/v1/activity/report/:sectionSlug/:activityId', async (ctx) => {
    const { section, teaches } = await requireReportReader(ctx, services);
    const activityId = pathId(ctx.params.activityId, 'Activity');
    const [activity] = (await publishedRevisions(db, section.publication_id, [activityId])).filter((row) => row.kind === 'activity');
    if (!activity) throw notFound('Activity not found in this section');
    const model = JSON.parse(activity.content) as unknown;
    const part = reportedPart(model, activity.activityType ? services.host.activityTypes.get(activity.activityType) : undefined, services.logger);
    const [placement, counted] = await Promise.all([
      reportPlacement(db, section, activityId),
      part ? tally(services, { sectionId: section.id, activityId, partId: part.partId }, part) : { bars: [], learners: 0, distinct: 0 },
    ]);
    const type: ActivityReportType = placement.likertRequested || isLikertType(activity.activityType) ? LIKERT_REPORT_TYPE : 'bar';
    // Typed answers may hold anything a learner wrote: classmates see them only where a report item asks for them.
    const answersHidden = part?.kind === 'answers' && !teaches && !placement.answersRequested;
    const named = part && teaches ? await answersByLearner(db, { sectionId: section.id, activityId, partId: part.partId }) : undefined;
    ctx.body = {
      type,
      parent: placement.parent,
      spec: reportChartSpec(type, answersHidden ? [] : counted.bars),
      prompts: renderPromptsHtml(model, services.views, section.slug),
      message: answersHidden ? hiddenAnswersMessage(counted.learners) : reportMessage(counted.learners, counted.bars.length, counted.distinct),
      answersHidden,
      ...(named && part ? { answersByLearner: named.map((row) => ({ name: row.name, answer: answerLabelOf(part, row.response) })) } : {}),
    };
  });

  return router;
}

import type { Knex } from 'knex';
import { activityReferences } from '@quire/core';
import type { SectionRow } from '../permissions.js';
import { ANSWERS_REPORT_TYPE, LIKERT_REPORT_TYPE } from './activity-reports-chart.js';
import { buildHierarchy, hierarchyPages, publicationOutline } from './section-hierarchy.js';

/**
 * Where an activity sits in a section: the lesson that uses it, and what its report items
 * ask for: Likert bars, or classmates' typed answers shown to learners.
 */
export interface ReportPlacement {
  readonly parent: { readonly slug: string; readonly title: string } | null;
  readonly likertRequested: boolean;
  readonly answersRequested: boolean;
}

/** Whether a page's items hold a report on the activity whose `reportType` is `wanted`. */
export function requestsReportType(page: unknown, activityId: number, wanted: string): boolean {
  const walk = (items: unknown): boolean =>
    Array.isArray(items) &&
    items.some((item) => {
      if (item === null || typeof item !== 'object') return false;
      const { type, activityId: reported, reportType, children } = item as Record<string, unknown>;
      if (type === 'report' && String(reported) === String(activityId) && reportType === wanted) return true;
      return type !== 'content' && walk(children);
    });
  return walk((page as { model?: unknown } | null)?.model);
}

function parseContent(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The first published page of the section, in course order, that uses the activity
 * (an `activity-reference` to it), and whether any published page's report on it asks
 * for `likert_bar`, or for `answers_bar`. Only pages whose text holds the id are read and parsed.
 */
export async function reportPlacement(db: Knex, section: SectionRow, activityId: number): Promise<ReportPlacement> {
  const [outline, candidates] = await Promise.all([
    publicationOutline(db, section.publication_id),
    db('publication_resources as pr')
      .join('resources as r', 'r.id', 'pr.resource_id')
      .join('revisions as rev', 'rev.id', 'pr.revision_id')
      .where({ 'pr.publication_id': section.publication_id, 'r.kind': 'page' })
      // The id is digits only, so it holds no LIKE wildcard.
      .where('rev.content', 'like', `%${activityId}%`)
      .select('pr.resource_id as resourceId', 'rev.content as content') as Promise<{ resourceId: number | string; content: string }[]>,
  ]);
  const pages = new Map(candidates.map((row) => [Number(row.resourceId), parseContent(row.content)]));
  const requested = (reportType: string) => [...pages.values()].some((page) => requestsReportType(page, activityId, reportType));
  const parent = hierarchyPages(buildHierarchy(section, outline)).find((node) => {
    const page = pages.get(Number(node.id));
    return page !== undefined && activityReferences(page).includes(activityId);
  });
  return {
    parent: parent ? { slug: parent.slug, title: parent.title } : null,
    likertRequested: requested(LIKERT_REPORT_TYPE),
    answersRequested: requested(ANSWERS_REPORT_TYPE),
  };
}

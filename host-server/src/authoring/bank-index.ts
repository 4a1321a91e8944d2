/**
 * The activity bank's search index (spec authoring §3 "Search logic"): one row per live
 * banked activity with what its filters compare, written with each revision of it, so a
 * bank query is one SQL query over these tables and never reads activity content:
 * - `bank_activities`: project, type, and how many tags and objectives it has;
 * - `bank_activity_tags`, `bank_activity_objectives`: one row per distinct id;
 * - `bank_activity_text`: the folded words of the title and of the learner's text (stem,
 *   choices…), with the full-text index over them: SQLite's FTS5 table
 *   `bank_activity_words` (which also holds the facet tokens of bank-facets.ts, so a whole
 *   filter is one match), kept in step by triggers, or PostgreSQL's generated `words`
 *   tsvector with a GIN index.
 */
import { searchWords } from '@quire/core';
import { firstHot, runHot, type HotDb } from '../db/prepared-sqlite.js';
import { plainText } from '../delivery-api/activity-logic-candidate.js';
import { activityFacets } from './bank-facets.js';
import { ContentOfRevision, StoredJson, type RevisionContent } from './revision-content.js';
import { readStoredContent } from './stored-content.js';

/** The resource fields that decide whether and how an activity is in the bank. */
export interface BankResource {
  readonly id: number;
  readonly project_id: number;
  readonly kind: string;
  readonly scope: string | null;
  readonly activity_type: string | null;
}

/** What a revision gives the index. */
export interface BankRevisionFields {
  readonly title: string;
  readonly content: RevisionContent;
  readonly objectives: Record<string, number[]>;
  readonly tags: readonly number[];
}

const LINKS_PER_INSERT = 200;

export const isBanked = (resource: Pick<BankResource, 'kind' | 'scope'>): boolean =>
  resource.kind === 'activity' && resource.scope === 'banked';

/** The words a learner reads in an activity's model; the `authoring` part (answers, feedback) is not searched. */
export function learnerWords(model: Record<string, unknown>): string {
  const { authoring: _authoring, ...learner } = model;
  return searchWords(plainText(learner)).join(' ');
}

async function bodyWords(db: HotDb, resourceId: number, content: RevisionContent): Promise<string> {
  if (content instanceof ContentOfRevision) {
    // Unchanged content: the words already indexed, or those of the revision it copies.
    const indexed = await firstHot<{ body_words: string }>(db, 'select body_words from bank_activity_text where resource_id = ?', [resourceId]);
    if (indexed) return indexed.body_words;
    const copied = await firstHot<{ content: string }>(db, 'select content from revisions where id = ?', [content.revisionId]);
    return learnerWords(readStoredContent(copied?.content ?? '{}', 'activity'));
  }
  return learnerWords(content instanceof StoredJson ? readStoredContent(content.json, 'activity') : content);
}

async function insertLinks(db: HotDb, table: 'bank_activity_tags' | 'bank_activity_objectives', column: string, resourceId: number, ids: readonly number[]) {
  await runHot(db, `delete from ${table} where resource_id = ?`, [resourceId]);
  for (let start = 0; start < ids.length; start += LINKS_PER_INSERT) {
    const chunk = ids.slice(start, start + LINKS_PER_INSERT);
    await runHot(
      db,
      `insert into ${table} (resource_id, ${column}) values ${chunk.map(() => '(?, ?)').join(', ')}`,
      chunk.flatMap((id) => [resourceId, id]),
    );
  }
}

/**
 * Writes a banked activity's index rows from the revision just written (inside its
 * transaction); anything else is left alone.
 */
export async function indexBankedActivity(db: HotDb, resource: BankResource, fields: BankRevisionFields): Promise<void> {
  if (!isBanked(resource)) return;
  const tags = [...new Set(fields.tags)];
  const objectives = [...new Set(Object.values(fields.objectives).flat())];
  const body = await bodyWords(db, resource.id, fields.content);
  await runHot(
    db,
    'insert into bank_activities (resource_id, project_id, activity_type, tag_count, objective_count) values (?, ?, ?, ?, ?) ' +
      'on conflict (resource_id) do update set project_id = excluded.project_id, activity_type = excluded.activity_type, ' +
      'tag_count = excluded.tag_count, objective_count = excluded.objective_count',
    [resource.id, resource.project_id, resource.activity_type, tags.length, objectives.length],
  );
  const titleWords = searchWords(fields.title).join(' ');
  const facets = activityFacets({ projectId: resource.project_id, activityType: resource.activity_type, tags, objectives, titleWords, bodyWords: body });
  await runHot(
    db,
    'insert into bank_activity_text (resource_id, title_words, body_words, facets) values (?, ?, ?, ?) ' +
      'on conflict (resource_id) do update set title_words = excluded.title_words, body_words = excluded.body_words, facets = excluded.facets',
    [resource.id, titleWords, body, facets],
  );
  await insertLinks(db, 'bank_activity_tags', 'tag_id', resource.id, tags);
  await insertLinks(db, 'bank_activity_objectives', 'objective_id', resource.id, objectives);
}

/** Indexes a resource known by id only (a writer that did not read its row). */
export async function indexResourceRevision(db: HotDb, resourceId: number, fields: BankRevisionFields): Promise<void> {
  const resource = await firstHot<BankResource>(db, 'select id, project_id, kind, scope, activity_type from resources where id = ?', [resourceId]);
  if (resource) await indexBankedActivity(db, resource, fields);
}

/** Takes deleted activities out of the bank (they stay in the publications that hold them). */
export async function dropFromBank(db: HotDb, resourceIds: readonly number[]): Promise<void> {
  for (let start = 0; start < resourceIds.length; start += LINKS_PER_INSERT) {
    const chunk = resourceIds.slice(start, start + LINKS_PER_INSERT);
    const marks = chunk.map(() => '?').join(', ');
    await runHot(db, `delete from bank_activity_tags where resource_id in (${marks})`, chunk);
    await runHot(db, `delete from bank_activity_objectives where resource_id in (${marks})`, chunk);
    await runHot(db, `delete from bank_activity_text where resource_id in (${marks})`, chunk);
    await runHot(db, `delete from bank_activities where resource_id in (${marks})`, chunk);
  }
}

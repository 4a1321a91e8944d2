/**
 * The stored index of which page embeds which activity (table `page_activities`, decision
 * 0007): one row per activity id a page's current content references, rewritten by each
 * save that changes the content, so the pages that cover an activity's lock are one
 * indexed lookup away.
 */
import { activityReferences } from '@quire/core';
import { allHot, hotDialect, runHot, type HotDb } from '../db/prepared-sqlite.js';
import { badRequest } from '../http/http-error.js';
import { jsonIdList } from './json-id-list.js';
import { MAX_DB_ID } from './request.js';

/** Most activities one page may embed: far above any real page, and a bound on each save's index work. */
export const MAX_PAGE_ACTIVITIES = 1000;

/** Brings the index of `pageId` in step with its new content, inside the save's transaction; 400 over the limit. */
export async function indexPageActivities(trx: HotDb, pageId: number, content: unknown): Promise<void> {
  const referenced = activityReferences(content).filter((id) => id <= MAX_DB_ID);
  if (referenced.length > MAX_PAGE_ACTIVITIES) {
    throw badRequest(`A page can hold at most ${MAX_PAGE_ACTIVITIES} activities; this one has ${referenced.length}`);
  }
  const rows = await allHot<{ activity_id: number | string }>(trx, 'select activity_id from page_activities where page_id = ?', [pageId]);
  const stored = new Set(rows.map((row) => Number(row.activity_id)));
  const wanted = new Set(referenced);
  const added = referenced.filter((id) => !stored.has(id));
  const removed = [...stored].filter((id) => !wanted.has(id));
  if (removed.length > 0) {
    await runHot(trx, `delete from page_activities where page_id = ? and activity_id in (select id from ${jsonIdList(trx)} as ids)`, [
      pageId,
      JSON.stringify(removed),
    ]);
  }
  if (added.length > 0) {
    const pageParam = hotDialect(trx) === 'postgres' ? '?::integer' : '?';
    await runHot(trx, `insert into page_activities (page_id, activity_id) select ${pageParam}, ids.id from ${jsonIdList(trx)} as ids`, [
      pageId,
      JSON.stringify(added),
    ]);
  }
}

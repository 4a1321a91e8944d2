/**
 * A page of a project's media library and its total (spec authoring §7 `GET /media/project/
 * {projectSlug}`). Every order has an index that yields a page without sorting the whole
 * library; the name search runs on a substring index (SQLite FTS5 trigram, pg_trgm on
 * PostgreSQL). Only column names from the allowlists below ever reach the SQL text.
 */
import type { Knex } from 'knex';
import { dialectOf } from '../db/create-database.js';
import { allHot, firstHot } from '../db/prepared-sqlite.js';
import { MEDIA_PATH_PATTERN, type MediaRow } from './media-store.js';

export const MEDIA_ORDER_COLUMNS = {
  dateCreated: 'm.created_at',
  fileName: 'lower(m.file_name)',
  mimeType: 'm.mime_type',
  fileSize: 'm.file_size',
} as const;

export type MediaOrderBy = keyof typeof MEDIA_ORDER_COLUMNS;

/** One entry of `mimeFilter`: a whole type (`image/png`) or every subtype of one (`image/*`). */
export type MimePattern = { readonly exact: string } | { readonly prefix: string };

export interface MediaListQuery {
  readonly offset: number;
  readonly limit: number;
  /** Items of any of these types; none means every type. */
  readonly mimeFilter: readonly MimePattern[];
  /** The one item served at this URL (the picker's lookup by path). */
  readonly urlFilter?: string;
  /** Items whose file name contains this text, ignoring case. */
  readonly searchText?: string;
  readonly orderBy: MediaOrderBy;
  readonly order: 'asc' | 'desc';
}

/** The guid the URL names when it is one of this project's media URLs (absolute or not). */
function guidOfUrl(url: string, projectSlug: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://host.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = MEDIA_PATH_PATTERN.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]) === projectSlug ? match[2] : undefined;
  } catch {
    return undefined;
  }
}

/** `text` with LIKE's wildcards escaped by `\`. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `text` as an FTS5 phrase: the trigram tokenizer matches it as a substring. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The conditions shared by a page and its total. */
interface Filter {
  readonly sql: string;
  readonly bindings: unknown[];
  /** The FTS5 query for a name search the trigram index serves (3 characters or more, SQLite). */
  readonly trigrams?: string;
}

function filterOf(db: Knex, projectId: number, projectSlug: string, query: MediaListQuery): Filter {
  const sqlite = dialectOf(db) === 'sqlite';
  const conditions = ['m.project_id = ?', 'm.archived = ?'];
  const bindings: unknown[] = [projectId, false];
  if (query.mimeFilter.length > 0) {
    const alternatives = query.mimeFilter.map((pattern) => {
      if ('exact' in pattern) {
        bindings.push(pattern.exact);
        return 'm.mime_type = ?';
      }
      if (!sqlite) {
        // PostgreSQL's collation may not order bytes, so the range below would not hold there.
        bindings.push(`${escapeLike(pattern.prefix)}/%`);
        return "m.mime_type like ? escape '\\'";
      }
      // A range rather than LIKE, so the (project, archived, type) index serves it; '0' follows '/'.
      bindings.push(`${pattern.prefix}/`, `${pattern.prefix}0`);
      return '(m.mime_type >= ? and m.mime_type < ?)';
    });
    conditions.push(`(${alternatives.join(' or ')})`);
  }
  if (query.urlFilter !== undefined) {
    const guid = guidOfUrl(query.urlFilter, projectSlug);
    if (guid === undefined) conditions.push('1 = 0');
    else {
      conditions.push('m.guid = ?');
      bindings.push(guid);
    }
  }
  const text = query.searchText;
  let trigrams: string | undefined;
  if (text !== undefined && text !== '') {
    if (sqlite && [...text].length >= 3) trigrams = ftsPhrase(text);
    else if (sqlite) {
      // Shorter than a trigram: a scan of the project's names, read from the A-Z index.
      conditions.push('instr(lower(m.file_name), lower(?)) > 0');
      bindings.push(text);
    } else {
      conditions.push("m.file_name ilike ? escape '\\'");
      bindings.push(`%${escapeLike(text)}%`);
    }
  }
  return { sql: conditions.join(' and '), bindings, trigrams };
}

/** The index that holds a project's live items in each order (migration 0007). */
const ORDER_INDEXES: Record<MediaOrderBy, string> = {
  dateCreated: 'media_items_by_date',
  fileName: 'media_items_by_name',
  mimeType: 'media_items_by_type',
  fileSize: 'media_items_by_size',
};

/**
 * Up to this many matches, SQLite finds them through the filter's index and sorts them;
 * with more, it walks the order's index and stops after the page. Its planner, left alone,
 * sorts every match even when they are most of the library.
 */
const SORT_AT_MOST = 2000;

/** A page of the project's live items in the asked order, and how many match in all. */
export async function listMediaItems(
  db: Knex,
  project: { readonly id: number; readonly slug: string },
  query: MediaListQuery,
  options: { readonly sortAtMost?: number } = {},
): Promise<{ rows: MediaRow[]; total: number }> {
  const filter = filterOf(db, project.id, project.slug, query);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const orderedPage = `order by ${MEDIA_ORDER_COLUMNS[query.orderBy]} ${direction}, m.id ${direction} limit ? offset ?`;
  const page = [query.limit, query.offset];
  const count = async (from: string, bindings: unknown[]) =>
    Number((await firstHot<{ n: number | string }>(db, `select count(*) as n from ${from} ${filter.sql}`, bindings))?.n ?? 0);

  if (filter.trigrams) {
    // The trigram index's matches, each looked up by id, counted and sorted in one pass; only
    // ids and sort keys are sorted, and the page's rows read after.
    const from = 'media_items_search cross join media_items m on m.id = media_items_search.rowid where media_items_search match ? and';
    const bindings = [filter.trigrams, ...filter.bindings];
    const matches =
      `select m.id, ${MEDIA_ORDER_COLUMNS[query.orderBy]} as sort_key, count(*) over () as matches from ${from} ${filter.sql} ` +
      `order by sort_key ${direction}, m.id ${direction} limit ? offset ?`;
    const rows = await allHot<MediaRow & { matches: number }>(
      db,
      `select m.*, p.matches from (${matches}) p join media_items m on m.id = p.id order by p.sort_key ${direction}, p.id ${direction}`,
      [...bindings, ...page],
    );
    const total = rows.length > 0 ? Number(rows[0].matches) : query.offset > 0 ? await count(from, bindings) : 0;
    return { rows, total };
  }
  const total = await count('media_items m where', filter.bindings);
  if (query.offset >= total) return { rows: [], total };
  const index = dialectOf(db) === 'sqlite' && total > (options.sortAtMost ?? SORT_AT_MOST) ? ` indexed by ${ORDER_INDEXES[query.orderBy]}` : '';
  const rows = await allHot<MediaRow>(db, `select m.* from media_items m${index} where ${filter.sql} ${orderedPage}`, [...filter.bindings, ...page]);
  return { rows, total };
}

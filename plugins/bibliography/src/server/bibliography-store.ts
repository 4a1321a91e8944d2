import type { Knex } from 'knex';
import { parseCslItems, slugify, type CslItem } from '@quire/plugin-sdk';
import type { BibEntryRow } from '../common/bibliography-api.js';
import { compareReferences, type FormattedEntry } from './citation-formatter.js';
import type { EntryFormatter } from './entry-formatter.js';

/** Longest entry title kept (the first record's title when none is given). */
export const MAX_TITLE_LENGTH = 300;
/** Longest note kept with an entry. */
export const MAX_NOTE_LENGTH = 10_000;
/** Rows per insert statement: well under SQLite's 999 bound parameters for the widest row. */
const INSERT_BATCH = 80;

/** What an entry's save gives: its records (checked already), and optionally a title and a note. */
export interface EntryInput {
  readonly title?: string;
  readonly data: readonly CslItem[];
  readonly note?: string;
}

/** An entry as a page delivers it: its reference and in-text citation, formatted when it was saved. */
export interface DeliveredEntry {
  readonly id: number;
  readonly formatted: string;
  readonly text: string;
  readonly citation: string;
}

interface RevisionRow {
  readonly entry_id: number;
  readonly slug: string;
  readonly title: string;
  readonly content: string;
  readonly note: string | null;
  readonly formatted_html: string;
  readonly formatted_text: string;
  readonly citation: string;
}

const REVISION_COLUMNS = ['e.id as entry_id', 'e.slug', 'r.title', 'r.content', 'r.note', 'r.formatted_html', 'r.formatted_text', 'r.citation'];

/** A stored revision as the routes answer it; content that no longer parses (it was checked when written) reads as no records. */
function toRow(row: RevisionRow): BibEntryRow {
  let data: CslItem[] = [];
  try {
    const parsed = parseCslItems((JSON.parse(row.content) as { data?: unknown }).data);
    if (parsed.ok) data = parsed.items;
  } catch {
    data = [];
  }
  return {
    id: Number(row.entry_id),
    slug: row.slug,
    title: row.title,
    content: { data },
    ...(row.note === null ? {} : { note: row.note }),
    formatted: row.formatted_html,
    text: row.formatted_text,
    citation: row.citation,
  };
}

/** The entry's title: the one given, else its first record's, else its first record's id. */
function entryTitle(input: EntryInput): string {
  const given = input.title?.trim();
  const first = input.data[0];
  const title = given || (typeof first?.title === 'string' && first.title.trim()) || String(first?.id ?? 'Untitled entry');
  return title.slice(0, MAX_TITLE_LENGTH);
}

/**
 * A project's bibliography in the plugin's tables (bibliography-tables.ts). Every write is
 * one transaction; reads of a publication see the revisions it froze.
 */
export class BibliographyStore {
  /** A clock and a formatter are needed to write; a store made without them only reads. */
  constructor(
    private readonly db: Knex,
    private readonly writing?: { readonly now: () => Date; readonly formatter: EntryFormatter },
  ) {}

  private now(): Date {
    if (!this.writing) throw new Error('This bibliography store only reads: it was made without a clock');
    return this.writing.now();
  }

  private format(inputs: readonly EntryInput[]): Promise<FormattedEntry[]> {
    if (!this.writing) throw new Error('This bibliography store only reads: it was made without a formatter');
    return this.writing.formatter.format(inputs.map((input) => input.data));
  }

  /** The project's entries (not deleted) in reference-list order. */
  async list(projectId: number): Promise<BibEntryRow[]> {
    const rows = (await this.db('bibliography__entries as e')
      .join('bibliography__revisions as r', 'r.id', 'e.current_revision_id')
      .where('e.project_id', projectId)
      .whereNull('e.deleted_at')
      .select(REVISION_COLUMNS)) as RevisionRow[];
    return rows.map(toRow).sort((a, b) => compareReferences(a.text, b.text) || a.id - b.id);
  }

  /** One entry of the project (not deleted), or undefined. */
  async find(projectId: number, entryId: number): Promise<BibEntryRow | undefined> {
    const row = (await this.db('bibliography__entries as e')
      .join('bibliography__revisions as r', 'r.id', 'e.current_revision_id')
      .where({ 'e.project_id': projectId, 'e.id': entryId })
      .whereNull('e.deleted_at')
      .first(REVISION_COLUMNS)) as RevisionRow | undefined;
    return row ? toRow(row) : undefined;
  }

  /** Entries of the project (not deleted) among `entryIds`, in that order. */
  async findAll(projectId: number, entryIds: readonly number[]): Promise<BibEntryRow[]> {
    const byId = new Map<number, BibEntryRow>();
    for (let i = 0; i < entryIds.length; i += 500) {
      const rows = (await this.db('bibliography__entries as e')
        .join('bibliography__revisions as r', 'r.id', 'e.current_revision_id')
        .where('e.project_id', projectId)
        .whereIn('e.id', entryIds.slice(i, i + 500))
        .whereNull('e.deleted_at')
        .select(REVISION_COLUMNS)) as RevisionRow[];
      for (const row of rows) byId.set(Number(row.entry_id), toRow(row));
    }
    return entryIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** Adds entries, each with its first revision, in one transaction; answers them in the order given. */
  async create(projectId: number, inputs: readonly EntryInput[], authorId: number): Promise<BibEntryRow[]> {
    const formats = await this.format(inputs);
    const formatted = inputs.map((input, index) => ({ input, title: entryTitle(input), format: formats[index] }));
    // Two imports at once may pick the same free slug: the one that loses retries with the slugs now taken.
    const ids = await retryOnUniqueViolation(() =>
      this.db.transaction(async (trx) => {
        const taken = new Set(((await trx('bibliography__entries').where({ project_id: projectId }).select('slug')) as { slug: string }[]).map((row) => row.slug));
        const slugs = formatted.map(({ title }) => {
          const slug = freeSlug(slugify(title, 'entry'), taken);
          taken.add(slug);
          return slug;
        });
        const now = this.now();
        // Rows go in batches, each a statement: an import of hundreds is a few statements, not thousands.
        for (let i = 0; i < slugs.length; i += INSERT_BATCH) {
          await trx('bibliography__entries').insert(slugs.slice(i, i + INSERT_BATCH).map((slug) => ({ project_id: projectId, slug, created_at: now })));
        }
        const idBySlug = new Map<string, number>();
        for (let i = 0; i < slugs.length; i += INSERT_BATCH) {
          const rows = (await trx('bibliography__entries').where({ project_id: projectId }).whereIn('slug', slugs.slice(i, i + INSERT_BATCH)).select('id', 'slug')) as { id: number; slug: string }[];
          for (const row of rows) idBySlug.set(row.slug, Number(row.id));
        }
        const created = slugs.map((slug) => idBySlug.get(slug) as number);
        const revisions = formatted.map(({ input, title, format }, index) => this.revisionRow(created[index], 1, input, title, format, authorId, now));
        for (let i = 0; i < revisions.length; i += INSERT_BATCH) await trx('bibliography__revisions').insert(revisions.slice(i, i + INSERT_BATCH));
        for (let i = 0; i < created.length; i += INSERT_BATCH) {
          await trx.raw(
            `update bibliography__entries set current_revision_id = (select r.id from bibliography__revisions r where r.entry_id = bibliography__entries.id and r.number = 1)
             where id in (${created.slice(i, i + INSERT_BATCH).map(() => '?').join(', ')})`,
            created.slice(i, i + INSERT_BATCH),
          );
        }
        return created;
      }),
    );
    return this.findAll(projectId, ids);
  }

  /** A new revision of an entry; undefined when the project has no such entry. */
  async update(projectId: number, entryId: number, input: EntryInput, authorId: number): Promise<BibEntryRow | undefined> {
    const [format] = await this.format([input]);
    const updated = await this.db.transaction(async (trx) => {
      const entry = (await trx('bibliography__entries').where({ id: entryId, project_id: projectId }).whereNull('deleted_at').first('id')) as { id: number } | undefined;
      if (!entry) return false;
      const last = (await trx('bibliography__revisions').where({ entry_id: entryId }).max({ n: 'number' }).first()) as { n: number | null } | undefined;
      await this.writeRevision(trx, entryId, Number(last?.n ?? 0) + 1, input, entryTitle(input), format, authorId);
      return true;
    });
    return updated ? this.find(projectId, entryId) : undefined;
  }

  /** Marks an entry deleted (publications that froze it keep it); false when there is none. */
  async delete(projectId: number, entryId: number): Promise<boolean> {
    const changed = await this.db('bibliography__entries').where({ id: entryId, project_id: projectId }).whereNull('deleted_at').update({ deleted_at: this.now() });
    return changed > 0;
  }

  /** Which of these entry ids the project has (not deleted). */
  async existing(projectId: number, entryIds: readonly number[]): Promise<Set<number>> {
    const found = new Set<number>();
    for (let i = 0; i < entryIds.length; i += 500) {
      const rows = (await this.db('bibliography__entries')
        .where({ project_id: projectId })
        .whereIn('id', entryIds.slice(i, i + 500))
        .whereNull('deleted_at')
        .select('id')) as { id: number }[];
      for (const row of rows) found.add(Number(row.id));
    }
    return found;
  }

  /** Freezes the current revision of every entry of the project for a publication, inside its transaction. */
  static async freeze(trx: Knex, projectId: number, publicationId: number): Promise<void> {
    await trx.raw(
      `insert into bibliography__publication_entries (publication_id, entry_id, revision_id)
       select ?, id, current_revision_id from bibliography__entries
       where project_id = ? and deleted_at is null and current_revision_id is not null`,
      [publicationId, projectId],
    );
  }

  /**
   * The entries among `entryIds` as a page delivers them: those a publication froze, or in a
   * preview (no publication) the project's current ones.
   */
  async delivered(projectId: number, publicationId: number | undefined, entryIds: readonly number[]): Promise<DeliveredEntry[]> {
    const rows: DeliveredEntry[] = [];
    for (let i = 0; i < entryIds.length; i += 500) {
      const ids = entryIds.slice(i, i + 500);
      const query =
        publicationId === undefined
          ? this.db('bibliography__entries as e').join('bibliography__revisions as r', 'r.id', 'e.current_revision_id').whereNull('e.deleted_at')
          : this.db('bibliography__publication_entries as p')
              .join('bibliography__entries as e', 'e.id', 'p.entry_id')
              .join('bibliography__revisions as r', 'r.id', 'p.revision_id')
              .where('p.publication_id', publicationId);
      const found = (await query.where('e.project_id', projectId).whereIn('e.id', ids).select('e.id as id', 'r.formatted_html as formatted', 'r.formatted_text as text', 'r.citation as citation')) as DeliveredEntry[];
      rows.push(...found.map((row) => ({ ...row, id: Number(row.id) })));
    }
    return rows;
  }

  private revisionRow(entryId: number, number: number, input: EntryInput, title: string, format: FormattedEntry, authorId: number, now: Date) {
    return {
      entry_id: entryId,
      number,
      title,
      content: JSON.stringify({ data: input.data }),
      note: input.note ?? null,
      formatted_html: format.html,
      formatted_text: format.text,
      citation: format.citation,
      author_id: authorId,
      created_at: now,
    };
  }

  private async writeRevision(trx: Knex.Transaction, entryId: number, number: number, input: EntryInput, title: string, format: FormattedEntry, authorId: number): Promise<void> {
    const [revision] = (await trx('bibliography__revisions').insert(this.revisionRow(entryId, number, input, title, format, authorId, this.now())).returning('id')) as ({ id: number } | number)[];
    await trx('bibliography__entries').where({ id: entryId }).update({ current_revision_id: Number(typeof revision === 'object' ? revision.id : revision) });
  }

}

/** Whether a write failed on a unique index (SQLite's or PostgreSQL's wording). */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

async function retryOnUniqueViolation<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}

/** `base`, or `base-2`, `base-3`… whichever is free. */
function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A citation record in CSL JSON, the standard citation format (spec authoring §3, §5).
 * Parsing removes unknown fields (the spec requires it), so records imported from
 * BibTeX, RIS or DOI lookups keep only what the citation formatter understands.
 */
import { z } from 'zod';
import { safeUrlSchema } from './elements/element-schema.js';

/** Every CSL item type. @public */
export const CSL_TYPES = [
  'article', 'article-journal', 'article-magazine', 'article-newspaper', 'bill', 'book',
  'broadcast', 'chapter', 'classic', 'collection', 'dataset', 'document', 'entry',
  'entry-dictionary', 'entry-encyclopedia', 'event', 'figure', 'graphic', 'hearing',
  'interview', 'legal_case', 'legislation', 'manuscript', 'map', 'motion_picture',
  'musical_score', 'pamphlet', 'paper-conference', 'patent', 'performance', 'periodical',
  'personal_communication', 'post', 'post-weblog', 'regulation', 'report', 'review',
  'review-book', 'software', 'song', 'speech', 'standard', 'thesis', 'treaty', 'webpage',
] as const;
/** @public */
export type CslType = (typeof CSL_TYPES)[number];

/** CSL variables holding a list of names. @public */
export const CSL_NAME_VARIABLES = [
  'author', 'chair', 'collection-editor', 'compiler', 'composer', 'container-author',
  'contributor', 'curator', 'director', 'editor', 'editorial-director', 'executive-producer',
  'guest', 'host', 'illustrator', 'interviewer', 'narrator', 'organizer', 'original-author',
  'performer', 'producer', 'recipient', 'reviewed-author', 'script-writer', 'series-creator',
  'translator',
] as const;

/** CSL variables holding a date. @public */
export const CSL_DATE_VARIABLES = ['accessed', 'available-date', 'event-date', 'issued', 'original-date', 'submitted'] as const;

/** CSL variables holding text or a number (`URL` is checked separately). @public */
export const CSL_STANDARD_VARIABLES = [
  'citation-key', 'language', 'journalAbbreviation', 'shortTitle', 'abstract', 'annote',
  'archive', 'archive_collection', 'archive_location', 'archive-place', 'authority',
  'call-number', 'chapter-number', 'citation-number', 'citation-label', 'collection-number',
  'collection-title', 'container-title', 'container-title-short', 'dimensions', 'division',
  'DOI', 'edition', 'event', 'event-title', 'event-place', 'first-reference-note-number',
  'genre', 'ISBN', 'ISSN', 'issue', 'jurisdiction', 'keyword', 'locator', 'medium', 'note',
  'number', 'number-of-pages', 'number-of-volumes', 'original-publisher',
  'original-publisher-place', 'original-title', 'page', 'page-first', 'part', 'part-title',
  'PMCID', 'PMID', 'printing', 'publisher', 'publisher-place', 'references', 'reviewed-genre',
  'reviewed-title', 'scale', 'section', 'source', 'status', 'supplement', 'title', 'title-short',
  'version', 'volume', 'volume-title', 'volume-title-short', 'year-suffix',
] as const;

const text = z.union([z.string(), z.number()]);
const flag = z.union([z.string(), z.number(), z.boolean()]);

/** A person or organisation; `literal` holds a name that is not split. @public */
export const cslNameSchema = z.object({
  family: z.string().optional(),
  given: z.string().optional(),
  'dropping-particle': z.string().optional(),
  'non-dropping-particle': z.string().optional(),
  suffix: z.string().optional(),
  'comma-suffix': flag.optional(),
  'static-ordering': flag.optional(),
  literal: z.string().optional(),
  'parse-names': flag.optional(),
});
/** @public */
export type CslName = z.infer<typeof cslNameSchema>;

/**
 * A date: `date-parts` is one or two (a range) `[year, month?, day?]` lists; `literal`
 * or `raw` hold dates that are not split.
 * @public
 */
export const cslDateSchema = z.object({
  'date-parts': z.array(z.array(text).min(1).max(3)).min(1).max(2).optional(),
  season: text.optional(),
  circa: flag.optional(),
  literal: z.string().optional(),
  raw: z.string().optional(),
});
/** @public */
export type CslDate = z.infer<typeof cslDateSchema>;

type Shape<K extends readonly string[], S extends z.ZodType> = { [P in K[number]]: z.ZodOptional<S> };
function optionalFields<const K extends readonly string[], S extends z.ZodType>(keys: K, schema: S): Shape<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()])) as Shape<K, S>;
}

/** One CSL JSON record. Unknown fields are removed by a parse. @public */
export const cslItemSchema = z.object({
  id: text,
  type: z.enum(CSL_TYPES),
  categories: z.array(z.string()).optional(),
  ...optionalFields(CSL_NAME_VARIABLES, z.array(cslNameSchema)),
  ...optionalFields(CSL_DATE_VARIABLES, cslDateSchema),
  ...optionalFields(CSL_STANDARD_VARIABLES, text),
  // The formatted citation links to URL, so it must not run script.
  URL: safeUrlSchema.optional(),
  custom: z.record(z.string(), z.unknown()).optional(),
});
/** @public */
export type CslItem = z.infer<typeof cslItemSchema>;

/**
 * Checks a list of CSL records, as a bibliography entry's `content.data`. Returns the
 * records without unknown fields, or every problem as `[index].field: message`.
 * @public
 */
export function parseCslItems(data: unknown): { ok: true; items: CslItem[] } | { ok: false; errors: string[] } {
  const parsed = z.array(cslItemSchema).safeParse(data);
  if (parsed.success) return { ok: true, items: parsed.data };
  const errors = parsed.error.issues.map((issue) => {
    const where = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
    return where === '' ? issue.message : `${where.replace(/^\./, '')}: ${issue.message}`;
  });
  return { ok: false, errors };
}

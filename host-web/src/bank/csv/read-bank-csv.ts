/**
 * Reads a bank CSV file (spec authoring §5) into what the import dialog previews and what
 * the bulk create call takes. The file is refused whole when it is too large, not UTF-8,
 * has no header row, cannot be parsed, holds no question or too many, or lacks a header
 * its questions need; otherwise each row is ready, skipped (a type the bank does not
 * import, or one the project does not offer) or in error, and any error holds the upload.
 */
import Papa from 'papaparse';
import { CSV_IMPORT_MAX_ROWS, createId } from '@quire/core';
import { columnOf, csvQuestionKind, missingRequiredHeaders, type CsvColumn } from './csv-columns.js';
import {
  CSV_MAX_BYTES,
  NO_HEADERS,
  NO_QUESTIONS,
  NOT_UTF8,
  NOTHING_TO_IMPORT,
  TOO_LARGE,
  TOO_MANY_ROWS,
  missingHeaders,
  parseErrors,
  titleRequired,
} from './csv-messages.js';
import { csvQuestionModel } from './csv-question-model.js';
import { matchTitles, titleIndex, type Titled } from './csv-title-list.js';

/** An activity type of the project, as GET /projects/{slug}/activity-types lists it. */
export interface CsvActivityType {
  readonly slug: string;
  readonly friendlyName: string;
  readonly offered: boolean;
}

/** What the rows are matched against: the project's objectives, tags and activity types. */
export interface CsvProject {
  readonly objectives: readonly Titled[];
  readonly tags: readonly Titled[];
  readonly activityTypes: readonly CsvActivityType[];
}

export interface CsvRowPreview {
  /** The question's number: its row after the header row, blank lines not counted. */
  readonly number: number;
  readonly title: string;
  /** The type as the file names it. */
  readonly type: string;
  readonly status: 'ready' | 'skipped' | 'error';
  readonly reason?: string;
  readonly unknownObjectives: readonly string[];
  readonly unknownTags: readonly string[];
}

/** One question of the bulk create call. */
export interface BulkActivity {
  readonly title: string;
  /** Objective ids by part id. */
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
  readonly content: Record<string, unknown>;
  readonly activityTypeSlug: string;
}

export interface BankCsv {
  readonly rows: readonly CsvRowPreview[];
  /** The ready rows' questions, in file order. */
  readonly bulkData: readonly BulkActivity[];
  /** Why the file cannot be uploaded; empty when it can. */
  readonly errors: readonly string[];
}

// The server's limit on an activity's title.
const MAX_TITLE_LENGTH = 300;

function refused(message: string): BankCsv {
  return { rows: [], bulkData: [], errors: [message] };
}

function decode(data: ArrayBuffer | Uint8Array | string): string | undefined {
  if (typeof data === 'string') return data.charCodeAt(0) === 0xfeff ? data.slice(1) : data;
  try {
    // The decoder drops a byte order mark; `fatal` refuses Latin-1 and other non-UTF-8 bytes.
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return undefined;
  }
}

function byteLength(data: ArrayBuffer | Uint8Array | string): number {
  return typeof data === 'string' ? new TextEncoder().encode(data).length : data.byteLength;
}

interface ParsedRows {
  readonly rows: string[][];
  readonly errors: string[];
}

/**
 * The header row and up to one question more than the limit: parsing stops there, so a
 * file of thousands of rows is answered as quickly as one of 201.
 */
function parseRows(text: string): ParsedRows {
  const rows: string[][] = [];
  const errors: string[] = [];
  // Mixed line endings would defeat the parser's guess of one newline sequence.
  const normalised = text.replace(/\r\n?/g, '\n');
  Papa.parse<string[]>(normalised, {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const number = rows.length;
      for (const error of result.errors) errors.push(number === 0 ? `Header row: ${error.message}` : `Question ${number}: ${error.message}`);
      rows.push(result.data);
      if (rows.length > CSV_IMPORT_MAX_ROWS + 1) parser.abort();
    },
  });
  return { rows, errors };
}

interface Header {
  readonly index: ReadonlyMap<CsvColumn, number>;
  readonly width: number;
}

function readHeader(cells: readonly string[]): Header {
  const index = new Map<CsvColumn, number>();
  cells.forEach((cell, at) => {
    const column = columnOf(cell);
    if (column && !index.has(column)) index.set(column, at);
  });
  return { index, width: cells.length };
}

function extraCells(row: readonly string[], width: number): boolean {
  return row.slice(width).some((cell) => cell.trim() !== '');
}

/** Reads the file's bytes (or text) and answers the preview, the questions to create and the file's errors. */
export function readBankCsv(data: ArrayBuffer | Uint8Array | string, project: CsvProject, makeId: () => string = createId): BankCsv {
  if (byteLength(data) > CSV_MAX_BYTES) return refused(TOO_LARGE);
  const text = decode(data);
  if (text === undefined) return refused(NOT_UTF8);

  const parsed = parseRows(text);
  const [headerCells, ...questions] = parsed.rows;
  if (!headerCells) return refused(NO_HEADERS);
  const header = readHeader(headerCells);
  if (header.index.size === 0) return refused(NO_HEADERS);
  const shifted = questions.flatMap((row, at) =>
    extraCells(row, header.width) ? [`Question ${at + 1}: it has ${row.length} fields, the header row ${header.width}`] : [],
  );
  if (parsed.errors.length > 0 || shifted.length > 0) return refused(parseErrors([...parsed.errors, ...shifted]));
  if (questions.length > CSV_IMPORT_MAX_ROWS) return refused(TOO_MANY_ROWS);
  if (questions.length === 0) return refused(NO_QUESTIONS);

  const cellsOf = (row: readonly string[]) => (column: CsvColumn) => {
    const at = header.index.get(column);
    return at === undefined ? '' : (row[at] ?? '').trim();
  };
  const missing = missingRequiredHeaders(new Set(header.index.keys()), questions.map((row) => cellsOf(row)('type').toLowerCase()));
  if (missing.length > 0) return refused(missingHeaders(missing));

  const objectiveIndex = titleIndex(project.objectives);
  const tagIndex = titleIndex(project.tags);
  const typeBySlug = new Map(project.activityTypes.map((type) => [type.slug, type]));
  const rows: CsvRowPreview[] = [];
  const bulkData: BulkActivity[] = [];
  const errors: string[] = [];

  questions.forEach((row, at) => {
    const number = at + 1;
    const cells = cellsOf(row);
    const title = cells('title');
    const type = cells('type');
    const objectives = matchTitles(cells('objectives'), objectiveIndex);
    const tags = matchTitles(cells('tags'), tagIndex);
    const preview = { number, title, type, unknownObjectives: objectives.unknown, unknownTags: tags.unknown };
    const fail = (reason: string) => {
      rows.push({ ...preview, status: 'error', reason });
      errors.push(reason);
    };
    const skip = (reason: string) => rows.push({ ...preview, status: 'skipped', reason });

    if (title === '') return fail(titleRequired(number));
    if (title.length > MAX_TITLE_LENGTH) return fail(`The title of question ${number} is longer than ${MAX_TITLE_LENGTH} characters`);
    const kind = csvQuestionKind(type.toLowerCase());
    if (!kind) return skip(type === '' ? 'No type given' : `'${type}' is not a type that can be imported`);
    const activityType = typeBySlug.get(kind.slug);
    if (!activityType) return skip(`This project has no ${kind.slug} activity type`);
    if (!activityType.offered) return skip(`${activityType.friendlyName} questions are not offered in this project`);
    if (cells('stem') === '') return fail(`The stem of question ${number} is empty`);
    const built = csvQuestionModel(kind, cells, number, makeId);
    if ('error' in built) return fail(built.error);

    rows.push({ ...preview, status: 'ready' });
    const partIds = built.model.authoring.parts.map((part) => part.id);
    bulkData.push({
      title,
      objectives: Object.fromEntries(partIds.map((partId) => [partId, [...objectives.ids]])),
      tags: tags.ids,
      content: built.model,
      activityTypeSlug: kind.slug,
    });
  });

  if (errors.length === 0 && bulkData.length === 0) errors.push(NOTHING_TO_IMPORT);
  return { rows, bulkData, errors };
}

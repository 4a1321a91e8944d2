/** The CSV bulk import's texts: spec authoring §5 and §8 give most of them to the letter. */
import { CSV_IMPORT_MAX_ROWS } from '@quire/core';

/** The largest file read: 200 long questions fit well below it, and a bigger file is not read at all. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

export const NO_HEADERS = 'No headers found in the CSV file';
export const TOO_MANY_ROWS = `Maximum ${CSV_IMPORT_MAX_ROWS} questions can be imported at a time`;
export const NO_QUESTIONS = 'A file with no questions cannot be uploaded';
export const TOO_LARGE = 'The file is larger than 5 MB: split it into smaller files and upload them one at a time';
export const NOT_UTF8 = 'The file is not UTF-8 text: save it as CSV UTF-8 and try again';
export const NOTHING_TO_IMPORT = 'None of the questions in this file can be imported';
export const BULK_IMPORT_FAILED = 'Bulk import failed. Try again.';

export function missingHeaders(names: readonly string[]): string {
  return `Missing required headers, please consult the sample CSV file: ${names.join(', ')}`;
}

export function parseErrors(details: readonly string[]): string {
  return `Errors while parsing: ${details.join('; ')}`;
}

export function titleRequired(question: number): string {
  return `Title is required for question ${question}`;
}

export function bulkImportError(message: string): string {
  return `Bulk question import error: ${message}`;
}

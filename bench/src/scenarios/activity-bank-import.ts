import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { CSV_IMPORT_MAX_ROWS } from '@quire/core';
import { spawnServerProcess } from '@quire/server/server-process';
import { readBankCsv, type CsvProject } from '@quire/web/bank-csv';
import { registerClient, send, type BenchClient } from '../http-client.js';

const ROUNDS = 5;

/** The sample CSV authors download, its questions repeated under new titles up to `rows`. */
function csvOf(rows: number): string {
  const sample = readFileSync(new URL('../../../host-web/public/activity-bank-sample.csv', import.meta.url), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(sample, { header: true, skipEmptyLines: true });
  const questions = Array.from({ length: rows }, (_, i) => {
    const question = parsed.data[i % parsed.data.length];
    return { ...question, title: `${question.title} (${i + 1})` };
  });
  return Papa.unparse(questions, { columns: parsed.meta.fields });
}

async function projectOf(author: BenchClient, slug: string): Promise<CsvProject> {
  const [objectives, tags, types] = await Promise.all([
    send(author, 'GET', `/api/v1/objectives/project/${slug}`),
    send(author, 'GET', `/api/v1/tags/project/${slug}`),
    send(author, 'GET', `/api/v1/projects/${slug}/activity-types`),
  ]);
  return { objectives: objectives.objectives, tags: tags.tags, activityTypes: types.types };
}

/**
 * A 200-question CSV imported on a freshly started server (SQLite), end to end as 'Bulk
 * add' does it: the file read as the browser reads it (papaparse, every row checked and
 * made into its type's model, objectives and tags matched by title), then the bulk route
 * (each model checked with its type's schema, all rows in one transaction, the bank's
 * index written), each round into the same project.
 */
export async function importFigures(dir: string): Promise<{ rows: number; times: number[]; parseTimes: number[] }> {
  const quire = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'import.sqlite') });
  try {
    const author = await registerClient(quire.baseUrl, 'importer@bench.example');
    const slug = (await send(author, 'POST', '/api/v1/projects', { title: 'Imported bank' })).slug as string;
    const bytes = new TextEncoder().encode(csvOf(CSV_IMPORT_MAX_ROWS));
    // The sample's objectives and tags exist in the project, as the sample asks.
    const unknown = readBankCsv(bytes, await projectOf(author, slug)).rows;
    for (const title of new Set(unknown.flatMap((row) => row.unknownObjectives))) await send(author, 'POST', `/api/v1/objectives/project/${slug}`, { title });
    for (const title of new Set(unknown.flatMap((row) => row.unknownTags))) await send(author, 'POST', `/api/v1/tags/project/${slug}`, { title });
    const project = await projectOf(author, slug);

    const times: number[] = [];
    const parseTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      const read = readBankCsv(bytes, project);
      parseTimes.push(performance.now() - t0);
      if (read.errors.length > 0 || read.bulkData.length !== CSV_IMPORT_MAX_ROWS) {
        throw new Error(`the CSV read ${read.bulkData.length} of ${CSV_IMPORT_MAX_ROWS} questions: ${read.errors.join('; ')}`);
      }
      const answer = await send(author, 'POST', `/api/v1/project/${slug}/create/activity/bulk`, { bulkData: read.bulkData, scope: 'banked' });
      times.push(performance.now() - t0);
      if (answer.revisions.length !== CSV_IMPORT_MAX_ROWS) throw new Error(`imported ${answer.revisions.length} of ${CSV_IMPORT_MAX_ROWS} questions`);
    }
    return { rows: CSV_IMPORT_MAX_ROWS, times, parseTimes };
  } finally {
    await quire.stop();
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { BANK_PAGE_SIZE, searchWords, type SearchCondition, type SearchLogic } from '@quire/core';
import { bankPage } from '@quire/server/bank-page';
import { learnerWords } from '@quire/server/bank-index';
import { activityFacets } from '@quire/server/bank-facets';
import { createServerServices } from '@quire/server/services';
import { measureInterleavedAsync, median, percentile } from '../measure.js';
import { importFigures } from './activity-bank-import.js';
import type { ScenarioResult } from './normalize.js';

const ACTIVITIES = 100_000;
const TAGS = 50;
const OBJECTIVES = 200;
const BATCH = 500;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SCIENCE_WORDS = (
  'cell membrane photosynthesis enzyme protein nucleus mitosis meiosis osmosis diffusion ' +
  'atom molecule electron proton neutron isotope ion bond reaction catalyst ' +
  'force energy momentum velocity gravity friction wave frequency circuit voltage ' +
  'graph table chart diagram map timeline acid base salt solution gas liquid solid'
).split(' ');
const VOCABULARY_SIZE = 5_000;
const SYLLABLES = 'ba ce di fo gu ha ke li mo nu pa re si to vu wa ye zo'.split(' ');

/**
 * Words as course text uses them: a vocabulary of 5,000 whose frequencies follow Zipf's
 * law (the k-th most common word is k times rarer than the first), the science words every
 * hundredth rank among made-up ones, so a searched word is in a few per cent of questions.
 */
function zipfWords(random: (n: number) => number): () => string {
  const vocabulary = Array.from({ length: VOCABULARY_SIZE }, (_, index) => {
    const rank = index + 1;
    if (rank % 100 === 0 && rank / 100 <= SCIENCE_WORDS.length) return SCIENCE_WORDS[rank / 100 - 1];
    let word = '';
    for (let n = rank; n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
    return word;
  });
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= VOCABULARY_SIZE; rank++) cumulative.push((total += 1 / rank));
  return () => {
    const target = (random(1_000_000) / 1_000_000) * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low];
  };
}

/** A seeded generator (mulberry32): the same bank every run, without the patterns of a plain LCG's low bits. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const paragraph = (text: string) => ({ content: [{ type: 'p', id: 'p', children: [{ text }] }] });

/**
 * `count` banked activities of `types` in one project, as years of authoring would leave
 * them: rows written in batches straight into the tables, and each one's search index row
 * made with the server's own word folding (the FTS triggers fill the full-text table).
 */
async function seedBank(db: Knex, projectId: number, types: readonly string[], tagIds: readonly number[], objectiveIds: readonly number[]) {
  const random = randomSource(7);
  const word = zipfWords(random);
  const now = new Date('2025-06-01T00:00:00Z');
  const phrase = (length: number) => Array.from({ length }, word).join(' ');
  const first = Number(((await db('resources').max({ n: 'id' }).first()) as { n: number | null }).n ?? 0) + 1;
  await db.transaction(async (trx) => {
    for (let from = 0; from < ACTIVITIES; from += BATCH) {
      const resources = [];
      const revisions = [];
      const index = [];
      const text = [];
      const tagLinks = [];
      const objectiveLinks = [];
      for (let i = from; i < Math.min(ACTIVITIES, from + BATCH); i++) {
        const id = first + i;
        const title = `${phrase(3)} ${i}`;
        const model = {
          stem: paragraph(`Which ${phrase(8)}?`),
          choices: ['A', 'B', 'C', 'D'].map((choiceId) => ({ id: choiceId, ...paragraph(phrase(3)) })),
          authoring: { parts: [{ id: '1', responses: [], hints: [] }] },
        };
        const tags = [...new Set(Array.from({ length: 1 + random(3) }, () => tagIds[random(tagIds.length)]))];
        const objectives = [...new Set(Array.from({ length: 1 + random(2) }, () => objectiveIds[random(objectiveIds.length)]))];
        const type = types[random(types.length)];
        resources.push({ id, project_id: projectId, kind: 'activity', slug: `activity-${i}`, position: 0, activity_type: type, scope: 'banked', current_revision_id: id });
        revisions.push({ id, resource_id: id, number: 1, slug: `activity-${i}`, title, content: JSON.stringify(model), objectives: JSON.stringify({ '1': objectives }), tags: JSON.stringify(tags), created_at: now });
        index.push({ resource_id: id, project_id: projectId, activity_type: type, tag_count: tags.length, objective_count: objectives.length });
        const titleWords = searchWords(title).join(' ');
        const bodyWords = learnerWords(model);
        text.push({ resource_id: id, title_words: titleWords, body_words: bodyWords, facets: activityFacets({ projectId, activityType: type, tags, objectives, titleWords, bodyWords }) });
        for (const tag of tags) tagLinks.push({ resource_id: id, tag_id: tag });
        for (const objective of objectives) objectiveLinks.push({ resource_id: id, objective_id: objective });
      }
      // SQLite takes at most 500 rows in one insert.
      for (const [table, rows] of [['resources', resources], ['revisions', revisions], ['bank_activities', index], ['bank_activity_text', text], ['bank_activity_tags', tagLinks], ['bank_activity_objectives', objectiveLinks]] as const) {
        for (let start = 0; start < rows.length; start += 400) await trx(table).insert(rows.slice(start, start + 400));
      }
    }
  });
}

function timesRow(label: string, samples: readonly number[], found: number): Record<string, string | number> {
  return {
    case: label,
    matches: found,
    n: samples.length,
    'p50 ms': +median(samples).toFixed(2),
    'p95 ms': +percentile(samples, 95).toFixed(2),
    'max ms': +Math.max(...samples).toFixed(2),
  };
}

/** The bank page figures on SQLite: a page and its total with three filters, with full text too, and a LIKE scan baseline. */
async function queryFigures(dir: string) {
  const options = { rootDir: repoRoot, database: { filename: join(dir, 'bank.sqlite') }, mediaDir: join(dir, 'media'), logger: { info() {}, warn() {}, error() {} } };
  let services = await createServerServices(options);
  const [project] = (await services.db('projects').insert({ slug: 'big-bank', title: 'Big bank', created_at: new Date() }).returning('id')) as { id: number }[];
  const tagIds: number[] = [];
  for (let i = 0; i < TAGS; i++) {
    const [row] = (await services.db('tags').insert({ project_id: project.id, title: `tag ${i}` }).returning('id')) as { id: number }[];
    tagIds.push(row.id);
  }
  const objectiveIds: number[] = [];
  for (let i = 0; i < OBJECTIVES; i++) {
    const parent = i >= 20 ? JSON.stringify([objectiveIds[i % 20]]) : null;
    const [row] = (await services.db('objectives').insert({ project_id: project.id, title: `objective ${i}`, parent_ids: parent }).returning('id')) as { id: number }[];
    objectiveIds.push(row.id);
  }
  const types = services.host.activityTypes.values().map((type) => type.slug);
  const seedStart = performance.now();
  await seedBank(services.db, project.id, types, tagIds, objectiveIds);
  const seedMs = performance.now() - seedStart;
  // A restart, as after any import: the server refreshes the planner's statistics on start.
  await services.db.destroy();
  services = await createServerServices(options);
  const { db, activityRegistrations } = services;
  const typeId = activityRegistrations.idOf(types[0]) as number;
  const threeFilters: SearchCondition[] = [
    { fact: 'tags', operator: 'contains', value: tagIds.slice(0, 2) },
    { fact: 'objectives', operator: 'contains', value: objectiveIds.slice(20, 30) },
    { fact: 'type', operator: 'contains', value: [typeId] },
  ];
  const logic = {
    filtered: { operator: 'all', children: threeFilters } as SearchLogic,
    fullText: { operator: 'all', children: [...threeFilters, { fact: 'text', operator: 'contains', value: 'cel' }] } as SearchLogic,
    text: { fact: 'text', operator: 'contains', value: 'cell' } as SearchLogic,
  };
  const paging = { offset: 0, limit: BANK_PAGE_SIZE };
  const page = (conditions: SearchLogic) => bankPage(db, activityRegistrations, project.id, conditions, paging);
  // The same text search as a LIKE over every row's words: what it costs without the full-text index.
  const scanWhere =
    "b.project_id = ? and b.resource_id in (select resource_id from bank_activity_text where (title_words || ' ' || body_words) like '%cell%')";
  const scan = async () => {
    const rows = (await db.raw(`select resource_id from bank_activities b where ${scanWhere} order by resource_id desc limit ${BANK_PAGE_SIZE}`, [project.id])) as unknown[];
    const count = (await db.raw(`select count(*) as n from bank_activities b where ${scanWhere}`, [project.id])) as { n: number }[];
    return { rows, totalCount: Number(count[0].n) };
  };
  const found = {
    all: (await page(null)).totalCount,
    filtered: (await page(logic.filtered)).totalCount,
    fullText: (await page(logic.fullText)).totalCount,
    text: (await page(logic.text)).totalCount,
    scan: (await scan()).totalCount,
  };
  if (found.filtered === 0 || found.text === 0) throw new Error(`a measured filter matched nothing: ${JSON.stringify(found)}`);
  if (found.text > found.scan) throw new Error(`the full-text search found more than the scan: ${found.text} > ${found.scan}`);
  const times = await measureInterleavedAsync({
    all: () => page(null),
    filtered: () => page(logic.filtered),
    fullText: () => page(logic.fullText),
    text: () => page(logic.text),
    scan,
  });
  await db.destroy();
  return { times, found, seedMs };
}

/**
 * The activity bank with 100,000 banked activities (50 tags, 200 objectives): a page of 5
 * and the total, as the bank route reads them (the SQL of the search logic, then the page's
 * current revisions), with three filters, with three filters and a full-text search, and a
 * text search next to the same search as a LIKE scan; then a 200-question CSV imported on
 * a running server, parsed as the browser parses it and sent to the bulk route.
 */
export async function activityBankScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-bank-'));
  try {
    const query = await queryFigures(dir);
    const imports = await importFigures(dir);
    const { times, found } = query;
    const filteredP95 = percentile(times.filtered, 95);
    const fullTextP95 = percentile(times.fullText, 95);
    const slowestImport = Math.max(...imports.times);
    return {
      scenario: `activity-bank: ${ACTIVITIES.toLocaleString('en')} banked activities, ${TAGS} tags, ${OBJECTIVES} objectives (SQLite, seeded in ${(query.seedMs / 1000).toFixed(1)} s)`,
      rows: [
        timesRow('page of 5 + total, no filter', times.all, found.all),
        timesRow('page of 5 + total, 3 filters (2 tags, 10 objectives, type)', times.filtered, found.filtered),
        timesRow('page of 5 + total, 3 filters and full text "cel"', times.fullText, found.fullText),
        timesRow('page of 5 + total, full text "cell"', times.text, found.text),
        timesRow('baseline: the same text as a LIKE scan (ids + count)', times.scan, found.scan),
        timesRow(`import ${imports.rows} CSV rows: papaparse + bulk route, end to end`, imports.times, imports.rows),
      ],
      checks: [
        { name: 'a page + total with 3 filters p95 ≤ 5 ms', pass: filteredP95 <= 5, detail: `${filteredP95.toFixed(2)} ms (${found.filtered} matches)` },
        {
          name: 'with full-text search p95 ≤ 10 ms',
          pass: fullTextP95 <= 10,
          detail: `${fullTextP95.toFixed(2)} ms; text alone ${percentile(times.text, 95).toFixed(2)} ms against a LIKE scan ${percentile(times.scan, 95).toFixed(2)} ms`,
        },
        { name: `importing ${imports.rows} rows ≤ 1 s end to end`, pass: slowestImport <= 1000, detail: `slowest of ${imports.times.length}: ${slowestImport.toFixed(0)} ms (parse ${median(imports.parseTimes).toFixed(1)} ms)` },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseCslItems, type CslItem, type Descendant } from '@quire/plugin-sdk';
import { DeliveryContext, DeliveryViews, renderContent } from '@quire/plugin-sdk/delivery';
import bibliographyDelivery from '@quire/plugin-bibliography/delivery';
import { compareReferences, EntryFormatter, formatEntry, parseCitationText } from '@quire/plugin-bibliography/server';
import textDelivery from '@quire/plugin-element-text/delivery';
import { spawnServerProcess } from '@quire/server/server-process';
import { registerClient, send, type BenchClient } from '../http-client.js';
import { measureInterleaved, median, percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

const ENTRIES = 500;
const CITATIONS = 100;
const READS = 300;
const IMPORTS = 3;
/** Rounds of parsing and formatting the 500 entries in process, each next to the CSL JSON baseline. */
const PARSE_ROUNDS = 5;

/** The plugin's sample BibTeX (22 real-world entries of mixed types), repeated with new keys, authors and years up to `count` entries. */
function bibtexOf(count: number): string {
  const sample = readFileSync(new URL('../../../plugins/bibliography/src/server/testing/fixtures/mixed-entries.bib', import.meta.url), 'utf8');
  const entries = sample.split(/\n(?=@)/).map((entry) => entry.trim());
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const entry = entries[i % entries.length];
    out.push(entry.replace(/^(@\w+\{)([^,]+),/, `$1$2x${i},`).replace(/author = \{/, `author = {Author${i}, Extra and `).replace(/year = \{(\d+)\}/, (_, year: string) => `year = {${Number(year) + (i % 20)}}`));
  }
  return out.join('\n\n');
}

/** A page of `count` paragraphs, each ending with a citation of one of `entryIds`, or with plain text of the same length. */
function pageOf(count: number, entryIds: readonly number[] | undefined) {
  const paragraphs = Array.from({ length: count }, (_, i) => ({
    type: 'p',
    id: `p${i}`,
    children: entryIds
      ? [{ text: `Claim ${i} is supported ` }, { type: 'cite', id: `cite-${i}`, bibref: entryIds[i % entryIds.length], children: [{ text: '' }] }, { text: '.' }]
      : [{ text: `Claim ${i} is supported (Author, 2001).` }],
  }));
  return { model: [{ type: 'content', id: 'content', children: paragraphs }] };
}

/** A row of figures: how many samples, their median, p95 and slowest, in ms. */
function timesRow(label: string, samples: readonly number[]): Record<string, string | number> {
  return {
    case: label,
    n: samples.length,
    'p50 ms': +median(samples).toFixed(1),
    'p95 ms': +percentile(samples, 95).toFixed(1),
    'max ms': +Math.max(...samples).toFixed(1),
  };
}

/**
 * The plugin's own server code, in process, as its import route runs it: the 500-entry
 * BibTeX file parsed with `parseCitationText` and every record formatted in APA by the
 * server's `EntryFormatter` (worker threads, started by a first run), next to the same
 * records read as CSL JSON with `parseCslItems` only (no BibTeX parse, no formatting).
 */
async function parseAndFormatFigures(bibtex: string): Promise<{ bibtexTimes: number[]; cslTimes: number[]; records: CslItem[] }> {
  const formatter = new EntryFormatter();
  const parseAndFormat = async () => {
    const parsed = await parseCitationText(bibtex, { offline: true });
    if (!parsed.ok) throw new Error(`the generated BibTeX did not parse: ${parsed.message} ${parsed.errors.slice(0, 3).join('; ')}`);
    const formatted = await formatter.format(parsed.items.map((item) => [item]));
    if (parsed.items.length !== ENTRIES || formatted.some((entry) => entry.text === '')) throw new Error(`parsed and formatted ${formatted.length} of ${ENTRIES} entries`);
    return parsed.items;
  };
  const records = await parseAndFormat();
  const csl = JSON.stringify(records);
  const bibtexTimes: number[] = [];
  const cslTimes: number[] = [];
  for (let round = 0; round < PARSE_ROUNDS; round++) {
    let t0 = performance.now();
    await parseAndFormat();
    bibtexTimes.push(performance.now() - t0);
    t0 = performance.now();
    const read = parseCslItems(JSON.parse(csl));
    cslTimes.push(performance.now() - t0);
    if (!read.ok || read.items.length !== ENTRIES) throw new Error('the CSL JSON baseline did not read back the records');
  }
  await formatter.close();
  return { bibtexTimes, cslTimes, records };
}

/** The page data the server adds to a page citing `records` (entry ids 1…n), formatted and in APA order, as it stores them. */
function pageReferencesOf(records: readonly CslItem[]) {
  const entries = records.map((record, index) => ({ id: index + 1, ...formatEntry([record]) }));
  entries.sort((a, b) => compareReferences(a.text, b.text) || a.id - b.id);
  return {
    citations: Object.fromEntries(entries.map((entry) => [String(entry.id), { text: entry.citation, referenceId: `ref-${entry.id}` }])),
    references: entries.map((entry) => ({ id: `ref-${entry.id}`, html: entry.html, text: entry.text })),
  };
}

/**
 * The learner's page drawn on the server with the real delivery views (element-text's
 * paragraphs, the plugin's citations and its References widget after the content), as
 * static markup: 100 paragraphs each citing an entry, next to the same paragraphs with the
 * citation written as plain text and no References.
 */
function referencesRenderFigures(records: readonly CslItem[]): { citedTimes: number[]; plainTimes: number[] } {
  const views = new DeliveryViews();
  views.add('element-text', textDelivery);
  views.add('bibliography', bibliographyDelivery);
  const References = views.widget<Record<string, never>>('References');
  if (!References) throw new Error('the bibliography delivery part gives no References widget');
  const pageData = { bibliography: pageReferencesOf(records.slice(0, CITATIONS)) };
  const ids = Array.from({ length: CITATIONS }, (_, i) => i + 1);
  const cited = pageOf(CITATIONS, ids).model[0].children as Descendant[];
  const plain = pageOf(CITATIONS, undefined).model[0].children as Descendant[];
  const draw = (content: Descendant[], withReferences: boolean) =>
    renderToStaticMarkup(
      createElement(
        DeliveryContext.Provider,
        { value: { mode: 'delivery', pageData: withReferences ? pageData : undefined } },
        createElement(Fragment, null, renderContent(content, views), withReferences ? createElement(References) : null),
      ),
    );
  const citedHtml = draw(cited, true);
  const links = citedHtml.match(/<cite class="citation"><a href="#ref-\d+"/g)?.length ?? 0;
  const items = citedHtml.match(/<li id="ref-\d+"/g)?.length ?? 0;
  if (links !== CITATIONS || items !== CITATIONS) throw new Error(`the cited page drew ${links} citation links and ${items} references, not ${CITATIONS}`);
  let sink = 0;
  const times = measureInterleaved(
    [
      { name: 'plain', run: () => (sink += draw(plain, false).length) },
      { name: 'cited', run: () => (sink += draw(cited, true).length) },
    ],
    { warmup: 30, rounds: 30, perRound: 10 },
  );
  if (sink === 0) throw new Error('nothing was drawn');
  return { citedTimes: times.get('cited') ?? [], plainTimes: times.get('plain') ?? [] };
}

/**
 * The bibliography, measured twice. In process, with the plugin's own server code: a
 * 500-entry BibTeX file parsed and each record formatted in APA, next to the same records
 * read as CSL JSON; and a learner's page with 100 citations and its References drawn to
 * static markup, next to the same page with the citations as plain text. Then on a freshly
 * started server (SQLite): the same file pasted into the import route (parsed, checked,
 * formatted in worker threads, started by an import before as on a running server, and
 * stored) next to the records sent as CSL JSON; and a learner's read of the cited page,
 * whose References the server lists from the formats stored with the entries, next to the
 * plain page.
 */
export async function bibliographyScenario(): Promise<ScenarioResult> {
  const bibtex = bibtexOf(ENTRIES);
  const inProcess = await parseAndFormatFigures(bibtex);
  const drawn = referencesRenderFigures(inProcess.records);
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const quire = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'quire.sqlite'), QUIRE_OFFLINE: '1' });
  try {
    const author: BenchClient = await registerClient(quire.baseUrl, 'author@bench.example');
    const slug = (await send(author, 'POST', '/api/v1/projects', { title: 'Cited course' })).slug as string;
    const bibs = `/api/v1/bibs/project/${slug}`;
    // A running server has imported before: its formatting workers are started.
    await send(author, 'POST', `${bibs}/import`, { text: bibtexOf(20) });

    const bibtexTimes: number[] = [];
    const cslTimes: number[] = [];
    let imported: { id: number; content: { data: unknown[] } }[] = [];
    for (let round = 0; round < IMPORTS; round++) {
      let t0 = performance.now();
      const answer = await send(author, 'POST', `${bibs}/import`, { text: bibtex });
      bibtexTimes.push(performance.now() - t0);
      if (answer.count !== ENTRIES) throw new Error(`imported ${answer.count} of ${ENTRIES} entries`);
      imported = answer.rows;
      const csl = JSON.stringify(imported.map((row) => row.content.data[0]));
      t0 = performance.now();
      await send(author, 'POST', `${bibs}/import`, { text: csl });
      cslTimes.push(performance.now() - t0);
    }

    const entryIds = imported.slice(0, CITATIONS).map((row) => row.id);
    const pageIds: number[] = [];
    for (const [title, content] of [['Cited', pageOf(CITATIONS, entryIds)], ['Plain', pageOf(CITATIONS, undefined)]] as const) {
      const page = await send(author, 'POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title });
      await send(author, 'POST', `/api/v1/project/${slug}/lock/${page.id}`);
      await send(author, 'PUT', `/api/v1/project/${slug}/resource/${page.id}`, { update: { content }, releaseLock: true });
      pageIds.push(page.id as number);
    }
    await send(author, 'POST', `/api/v1/project/${slug}/publish`);
    const { sectionSlug } = await send(author, 'POST', '/api/v1/sections', { projectSlug: slug, title: 'Cited term' });
    const read = (pageId: number) => send(author, 'GET', `/api/v1/storage/course/${sectionSlug}/resource/${pageId}`);
    const cited = await read(pageIds[0]);
    if (cited.pageData?.bibliography?.references?.length !== CITATIONS) throw new Error('the cited page came without its 100 references');

    const citedTimes: number[] = [];
    const plainTimes: number[] = [];
    for (let i = 0; i < 30; i++) await Promise.all([read(pageIds[0]), read(pageIds[1])]);
    for (let i = 0; i < READS; i++) {
      let t0 = performance.now();
      await read(pageIds[0]);
      citedTimes.push(performance.now() - t0);
      t0 = performance.now();
      await read(pageIds[1]);
      plainTimes.push(performance.now() - t0);
    }

    const slowestParse = Math.max(...inProcess.bibtexTimes);
    const drawnP95 = percentile(drawn.citedTimes, 95);
    const slowestImport = Math.max(...bibtexTimes);
    return {
      scenario: `bibliography: ${ENTRIES} BibTeX entries parsed and formatted, and a learner page with ${CITATIONS} citations and its References`,
      rows: [
        timesRow(`baseline: read the same ${ENTRIES} records as CSL JSON (parseCslItems)`, inProcess.cslTimes),
        timesRow(`parse ${ENTRIES} BibTeX entries (parseCitationText) and format them (EntryFormatter, worker threads)`, inProcess.bibtexTimes),
        timesRow(`baseline: draw a page of ${CITATIONS} paragraphs with plain-text citations`, drawn.plainTimes),
        timesRow(`draw a page with ${CITATIONS} citations and its References (renderToStaticMarkup)`, drawn.citedTimes),
        timesRow(`server, baseline: import the same ${ENTRIES} records as CSL JSON`, cslTimes),
        timesRow(`server: import ${ENTRIES} BibTeX entries (parse, check, format, store)`, bibtexTimes),
        timesRow(`server, baseline: learner reads the page without citations`, plainTimes),
        timesRow(`server: learner reads the page with ${CITATIONS} citations and its References`, citedTimes),
      ],
      checks: [
        { name: `a ${ENTRIES}-entry BibTeX file parsed and formatted ≤ 2 s`, pass: slowestParse <= 2000, detail: `slowest of ${PARSE_ROUNDS}: ${slowestParse.toFixed(0)} ms (CSL JSON read ${median(inProcess.cslTimes).toFixed(1)} ms); the whole import route, storing and answering the entries too: p50 ${median(bibtexTimes).toFixed(0)} ms, slowest ${slowestImport.toFixed(0)} ms` },
        { name: `the References of a page with ${CITATIONS} citations drawn p95 ≤ 20 ms`, pass: drawnP95 <= 20, detail: `${drawnP95.toFixed(1)} ms against ${percentile(drawn.plainTimes, 95).toFixed(1)} ms without citations` },
        { name: `the page with ${CITATIONS} citations read p95 ≤ 20 ms`, pass: percentile(citedTimes, 95) <= 20, detail: `${percentile(citedTimes, 95).toFixed(1)} ms against ${percentile(plainTimes, 95).toFixed(1)} ms without citations` },
      ],
    };
  } finally {
    await quire.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

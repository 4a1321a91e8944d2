import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@quire/e2e/chromium';
import { build, type PluginOption } from 'vite';
import { parsePluginList, type Descendant, type Element, type PluginManifest } from '@quire/core';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { quirePlugins } from '@quire/web/vite-plugin';
import type { BenchEditorKind, EditorBenchApi } from '../../editor-page/bench-api.js';
import { median, percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

const pageDir = fileURLToPath(new URL('../../editor-page/', import.meta.url));
const listFile = fileURLToPath(new URL('../../../quire.plugins.json', import.meta.url));

const SIZES = [2000, 10000] as const;
/** A page small enough that typing costs what this machine's frame and input pipeline cost: the floor under the figures. */
const FLOOR_BLOCKS = 40;
/** Quire's editor and its baseline: slate-react with no plugins, chunked like Quire's. */
const EDITORS: readonly BenchEditorKind[] = ['quire', 'bare'];
const LABELS: Record<BenchEditorKind, string> = {
  quire: 'Quire editor, plugins of quire.plugins.json',
  bare: 'baseline: bare slate-react, same chunking',
  'bare-unchunked': 'bare slate-react, no chunking',
};
/**
 * Every case runs up to twice, each round on freshly opened pages, with the editors
 * swapping places; a second round only starts when it should end within the budget.
 */
const MAX_ROUNDS = 2;
const TIME_BUDGET_MS = 180_000;
const WARMUP_KEYS = 20;
const KEYS = 200;
/**
 * A fast typist (100 words a minute): a key at most every 120 ms, or as soon as the frame
 * after the last key is drawn when that takes longer. Pauses over 100 ms let Quire's
 * debounced core normalisation run between keys, as it does for a real author.
 */
const KEY_INTERVAL_MS = 120;
/** The keys typed in one go before a pause. */
const BURST = 20;
/** The pause after each turn of BURST keys, as an author pauses: the editor's deferred normalisation runs. */
const SETTLE_MS = 300;
const TYPED = 'the quick brown fox jumps over the lazy dog ';

/**
 * A realistic page of `blocks` top-level blocks made only of what the loaded plugins
 * know (the bench's sampleDocument also has images, which no plugin provides yet):
 * paragraphs with bold, italic and code (and a link when `links`), headings, bulleted
 * and numbered lists, and small tables. Paragraph texts start 'Paragraph <block index> '.
 */
export function editorDocument(blocks: number, { links = false } = {}): Descendant[] {
  let n = 0;
  const id = () => `e${++n}`;
  const link = (): Element => ({ type: 'a', id: id(), href: '/course/link/intro', linkType: 'page', children: [{ text: 'a link' }] });
  const ending = ', in a sentence long enough to wrap across the line the way real prose does.';
  const para = (index: number): Element => ({
    type: 'p',
    id: id(),
    children: [
      { text: `Paragraph ${index} explains a point ` },
      { text: 'with emphasis', strong: true },
      { text: ', a term in ' },
      { text: 'italics', em: true },
      { text: ', some ' },
      { text: 'inline code', code: true },
      ...(links ? [{ text: ' and ' }, link(), { text: ` to another page${ending}` }] : [{ text: ` and more${ending}` }]),
    ],
  });
  const list = (type: 'ul' | 'ol'): Element => ({
    type,
    id: id(),
    children: [0, 1, 2].map((k) => ({ type: 'li', id: id(), children: [{ type: 'p', id: id(), children: [{ text: `Item ${k} of the list` }] }] })),
  });
  const table = (): Element => ({
    type: 'table',
    id: id(),
    children: [0, 1, 2].map((r) => ({
      type: 'tr',
      id: id(),
      children: [0, 1, 2].map((c) => ({ type: r === 0 ? 'th' : 'td', id: id(), children: [{ text: `Cell ${r}.${c}` }] })),
    })),
  });
  const out: Descendant[] = [{ type: 'h1', id: id(), children: [{ text: 'A long page' }] }];
  for (let i = 1; out.length < blocks; i++) {
    switch (i % 20) {
      case 3:
      case 13:
        out.push({ type: 'h2', id: id(), children: [{ text: `Section ${out.length}` }] });
        break;
      case 6:
        out.push(list('ul'));
        break;
      case 16:
        out.push(list('ol'));
        break;
      case 9:
        out.push(table(), para(out.length + 1));
        break;
      default:
        out.push(para(out.length));
    }
  }
  out.length = blocks;
  if ((out[blocks - 1] as Element).type !== 'p') out[blocks - 1] = para(blocks - 1);
  return out;
}

/** The manifests of quire.plugins.json, the plugins the bench page loads. */
async function loadPluginManifests(): Promise<PluginManifest[]> {
  const list = parsePluginList(readFileSync(listFile, 'utf8'), listFile);
  return Promise.all(list.plugins.map(async (source) => ((await import(source)) as { default: PluginManifest }).default));
}

/** Fails unless `document` is already in normal form for the given plugins. */
function assertNormal(manifests: readonly PluginManifest[], document: Descendant[]): void {
  const { value, violations, reports } = normalizeWithPlugins(manifests, document);
  if (value !== document || violations.length > 0) {
    throw new Error(`the ${document.length}-block bench page is not in normal form: ${[...reports, ...violations].slice(0, 5).join('; ')}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** A static server for the built page, with the documents served from memory. */
async function serve(root: string, documents: ReadonlyMap<string, string>): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const document = documents.get(path);
    if (document !== undefined) return void response.writeHead(200, { 'content-type': CONTENT_TYPES['.json'] }).end(document);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root + sep)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface EditorBench {
  readonly browser: Browser;
  readonly baseUrl: string;
  /** Page size → the index of the paragraph in its middle that the typing goes into. */
  readonly targets: ReadonlyMap<number, number>;
  close(): Promise<void>;
}

/**
 * Builds the bench page (bench/editor-page) as the app is built, serves it with pages of
 * the given sizes and launches Chromium. For experiments: `minify: false` keeps names
 * readable in profiles, and `plugins` adds Vite plugins (say, one that changes a constant).
 */
export async function startEditorBench(
  sizes: readonly number[],
  { minify = true, plugins = [] }: { minify?: boolean; plugins?: PluginOption[] } = {},
): Promise<EditorBench> {
  const manifests = await loadPluginManifests();
  const links = manifests.some((manifest) => manifest.elements?.some((element) => element.kind === 'a'));
  const documents = new Map<string, string>();
  const targets = new Map<number, number>();
  for (const blocks of sizes) {
    const document = editorDocument(blocks, { links });
    assertNormal(manifests, document);
    documents.set(`/doc-${blocks}.json`, JSON.stringify(document));
    targets.set(blocks, document.findIndex((block, i) => i >= blocks / 2 && (block as Element).type === 'p'));
  }
  const workDir = mkdtempSync(join(tmpdir(), 'quire-bench-editor-'));
  const outDir = join(workDir, 'page');
  let server: Server | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    server?.close();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await build({
      root: pageDir,
      base: './',
      configFile: false,
      mode: 'production',
      logLevel: 'error',
      plugins: [quirePlugins({ listFile }), ...plugins],
      resolve: { conditions: ['quire-source'] },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, minify },
    });
    const served = await serve(outDir, documents);
    server = served.server;
    browser = await launchChromium();
    return { browser, baseUrl: served.baseUrl, targets, close };
  } catch (error) {
    await close();
    throw error;
  }
}

declare const window: { __bench: EditorBenchApi };

/** Opens `editor` on the page of `blocks` blocks, types KEYS keys in turns of BURST with a pause after each, and closes it. */
async function typeOn(bench: EditorBench, editor: BenchEditorKind, blocks: number): Promise<CaseRun> {
  const open = await openEditor(bench, editor, blocks);
  try {
    for (let burst = 0; burst < KEYS / BURST; burst++) {
      await open.type(BURST);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
    return await open.measured();
  } finally {
    await open.close();
  }
}

export interface CaseRun {
  /** Mounting the editor with its page to the first frame after it rendered, ms. */
  readonly openMs: number;
  /** Mounting the editor to the first frame with every block of the page drawn, ms. */
  readonly completeMs: number;
  /** Keydown to the first frame after the editor showed the key, ms, one per typed key. */
  readonly samples: number[];
  /** How long each keydown waited for the page's main thread, ms. */
  readonly inputDelayMs: number[];
  /** Keys that changed nothing in the editor. */
  readonly missed: number;
}

/** An editor open on a page in Chromium, with the caret in the paragraph in the page's middle. */
export interface OpenEditor {
  readonly openMs: number;
  /** Types `count` keys, one at a time: each once the page has drawn the frame after the last, and no faster than KEY_INTERVAL_MS. */
  type(count: number): Promise<void>;
  /** The figures of the keys typed since the warm-up. */
  measured(): Promise<CaseRun>;
  close(): Promise<void>;
}

/**
 * Opens one editor on one page in a browser context of its own (so a renderer process of
 * its own), clicks into the paragraph in the middle of the page and types the warm-up
 * keys. `query` is added to the page's address.
 */
export async function openEditor(bench: EditorBench, editor: BenchEditorKind, blocks: number, query = ''): Promise<OpenEditor> {
  const target = bench.targets.get(blocks);
  if (target === undefined) throw new Error(`no ${blocks}-block page is served`);
  const where = `${editor} editor, ${blocks} blocks`;
  const context = await bench.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${bench.baseUrl}/?editor=${editor}&blocks=${blocks}${query}`);
    await page.waitForFunction(() => window.__bench?.ready || window.__bench?.error !== undefined, undefined, { timeout: 120_000 });
    const { openMs, error } = await page.evaluate(() => ({ openMs: window.__bench.openMs, error: window.__bench.error }));
    if (error) throw new Error(`${where}: ${error}`);
    // Typing starts on the complete page, once the editor has drawn every block.
    await page.waitForFunction(() => !Number.isNaN(window.__bench.completeMs), undefined, { timeout: 120_000 });

    const text = page.locator('[data-slate-string]', { hasText: `Paragraph ${target} explains` });
    await text.scrollIntoViewIfNeeded();
    await text.click();
    const paragraph = await text.evaluateHandle((span) => span.closest('[data-slate-node="element"]') as HTMLElement);
    await page.waitForTimeout(300);

    let typed = 0;
    let lastPress = 0;
    const type = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const char = TYPED[typed % TYPED.length];
        const wait = lastPress + KEY_INTERVAL_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastPress = performance.now();
        await page.keyboard.press(char === ' ' ? 'Space' : char);
        typed++;
        await page.evaluate((n) => window.__bench.waitForSamples(n), typed);
      }
    };
    await type(WARMUP_KEYS);
    const warm = await page.evaluate(() => ({ samples: window.__bench.samples.length, missed: window.__bench.missed }));
    return {
      openMs,
      type,
      measured: async () => {
        const landed = await paragraph.evaluate((element, start) => element.textContent?.includes(start), TYPED.slice(0, 20));
        if (!landed) throw new Error(`${where}: the typed text is not in paragraph ${target}`);
        const all = await page.evaluate(() => ({
          completeMs: window.__bench.completeMs,
          samples: window.__bench.samples,
          inputDelayMs: window.__bench.inputDelayMs,
          missed: window.__bench.missed,
          // A hidden page's frames are throttled, which would make its figures meaningless.
          visible: document.visibilityState === 'visible',
        }));
        if (!all.visible) throw new Error(`${where}: the page was hidden while typing`);
        return {
          openMs,
          completeMs: all.completeMs,
          samples: all.samples.slice(warm.samples),
          inputDelayMs: all.inputDelayMs.slice(WARMUP_KEYS),
          missed: all.missed - warm.missed,
        };
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Typing in Chromium on 2,000- and 10,000-block pages: keystroke to next frame in Quire's
 * block editor with the plugins of quire.plugins.json, next to a bare slate-react editor
 * with the same chunking showing the same pages in the same run; and the time each
 * takes to open a page. One editor is open at a time: a page left open elsewhere does
 * its own idle work (spell checking a long page, garbage collection) on the same two
 * cores. The editors take turns, in alternating order from round to round, so a slow
 * spell of this shared machine does not fall on one of them only.
 */
export async function editorKeystrokeScenario(): Promise<ScenarioResult> {
  const bench = await startEditorBench([...SIZES, FLOOR_BLOCKS]);
  try {
    const runs = new Map<string, CaseRun[]>();
    const started = performance.now();
    let rounds = 0;
    while (rounds < MAX_ROUNDS) {
      const roundStarted = performance.now();
      for (const blocks of SIZES) {
        // Alternate which editor opens and types first from round to round.
        const order = rounds % 2 === 0 ? EDITORS : [...EDITORS].reverse();
        for (const editor of order) {
          const key = `${editor}/${blocks}`;
          runs.set(key, [...(runs.get(key) ?? []), await typeOn(bench, editor, blocks)]);
        }
      }
      rounds++;
      if (performance.now() - started + (performance.now() - roundStarted) > TIME_BUDGET_MS) break;
    }

    runs.set(`quire/${FLOOR_BLOCKS}`, [await typeOn(bench, 'quire', FLOOR_BLOCKS)]);

    const all = (editor: BenchEditorKind, blocks: number) => runs.get(`${editor}/${blocks}`) as CaseRun[];
    const samples = (editor: BenchEditorKind, blocks: number) => all(editor, blocks).flatMap((r) => r.samples);
    const p95 = (editor: BenchEditorKind, blocks: number) => percentile(samples(editor, blocks), 95);
    const open = (editor: BenchEditorKind, blocks: number) => median(all(editor, blocks).map((r) => r.openMs));
    const complete = (editor: BenchEditorKind, blocks: number) => median(all(editor, blocks).map((r) => r.completeMs));
    const rows: Record<string, string | number>[] = SIZES.flatMap((blocks) =>
      EDITORS.map((editor) => ({
        case: `${LABELS[editor]}, ${blocks.toLocaleString('en')} blocks`,
        'open ms': Math.round(open(editor, blocks)),
        'whole page drawn ms': Math.round(complete(editor, blocks)),
        'key median ms': +median(samples(editor, blocks)).toFixed(1),
        'key p95 ms': +p95(editor, blocks).toFixed(1),
        'p95 each round': all(editor, blocks)
          .map((r) => percentile(r.samples, 95).toFixed(1))
          .join(' / '),
        'p95 vs bare': +(p95(editor, blocks) / p95('bare', blocks)).toFixed(2),
        'input delay p95 ms': +percentile(all(editor, blocks).flatMap((r) => r.inputDelayMs), 95).toFixed(1),
        missed: all(editor, blocks).reduce((sum, r) => sum + r.missed, 0),
      })),
    );
    const floor = samples('quire', FLOOR_BLOCKS);
    rows.push({
      case: `floor: Quire editor, ${FLOOR_BLOCKS} blocks`,
      'open ms': Math.round(open('quire', FLOOR_BLOCKS)),
      'whole page drawn ms': Math.round(complete('quire', FLOOR_BLOCKS)),
      'key median ms': +median(floor).toFixed(1),
      'key p95 ms': +percentile(floor, 95).toFixed(1),
      'p95 each round': percentile(floor, 95).toFixed(1),
      'p95 vs bare': '',
      'input delay p95 ms': +percentile(all('quire', FLOOR_BLOCKS)[0].inputDelayMs, 95).toFixed(1),
      missed: all('quire', FLOOR_BLOCKS)[0].missed,
    });
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const ratio = (blocks: number) => p95('quire', blocks) / p95('bare', blocks);
    return {
      scenario: `typing in Chromium, keystroke to next frame: ${KEYS} keys (one per ≥ ${KEY_INTERVAL_MS} ms) x ${rounds} round${rounds === 1 ? '' : 's'} per case, in turns of ${BURST} keys, one editor open at a time`,
      rows,
      checks: [
        {
          name: 'keystroke p95 ≤ 16 ms at 2,000 blocks',
          pass: p95('quire', 2000) <= 16,
          detail: `${ms(p95('quire', 2000))}; bare slate-react ${ms(p95('bare', 2000))}; a ${FLOOR_BLOCKS}-block page ${ms(p95('quire', FLOOR_BLOCKS))}`,
        },
        {
          name: 'keystroke p95 ≤ 40 ms at 10,000 blocks',
          pass: p95('quire', 10000) <= 40,
          detail: `${ms(p95('quire', 10000))}; bare slate-react ${ms(p95('bare', 10000))}`,
        },
        {
          name: 'keystroke p95 at most 1.3x bare slate-react',
          pass: SIZES.every((blocks) => ratio(blocks) <= 1.3),
          detail: SIZES.map((blocks) => `${ratio(blocks).toFixed(2)}x at ${blocks.toLocaleString('en')} blocks`).join('; '),
        },
        {
          name: 'open a 2,000-block page ≤ 600 ms',
          pass: open('quire', 2000) <= 600,
          detail:
            `${Math.round(open('quire', 2000))} ms (whole page drawn ${Math.round(complete('quire', 2000))} ms), bare ${Math.round(open('bare', 2000))} ms; ` +
            `10,000 blocks ${Math.round(open('quire', 10000))} ms, bare ${Math.round(open('bare', 10000))} ms`,
        },
      ],
    };
  } finally {
    await bench.close();
  }
}

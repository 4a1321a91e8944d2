import type { Element } from '@quire/plugin-sdk';
import { scriptsDownloaded } from '@quire/e2e/page-scripts';
import { startWebAppUnderTest } from '@quire/e2e/web-app';
import { registerClient, send } from '../http-client.js';
import { median, percentile } from '../measure.js';
import { editorDocument } from './editor-keystroke.js';
import { contextOf, lastBlockText, paintTimes, publishLongPage } from './learner-page.js';
import type { ScenarioResult } from './normalize.js';

const BLOCKS = 200;
const FORMULAS = 200;
const PAINT_PAIRS = 10;
/** Issue targets: what 200 formulas may add to the learner's page, and the formula editor's preview. */
const EXTRA_JS_LIMIT = 5_000;
const LAST_BLOCK_RATIO_LIMIT = 1.2;
const PREVIEW_P95_LIMIT_MS = 16;
/** Typed one key at a time into the formula editor: each key redraws the preview. */
const TYPED_FORMULA = String.raw`\int_0^\infty e^{-x^2}\,dx = \frac{\sqrt{\pi}}{2} + \sum_{n=1}^{N} \binom{N}{n} a_n`;

/** Formulas as prose holds them: mostly short, now and then a larger one. */
const FORMULA_SOURCES = [
  String.raw`v = \frac{d}{t}`,
  String.raw`x_{n}^2 + y_{n}^2 = r^2`,
  String.raw`\Delta H < 0`,
  String.raw`PV = nRT`,
  String.raw`x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}`,
];

/** `blocks` with an inline LaTeX formula at the end of each paragraph, `count` formulas in all, also appended as block formulas when the paragraphs run out. */
function withFormulas(blocks: readonly Element[], count: number): Element[] {
  let added = 0;
  const formula = (type: 'formula' | 'formula_inline'): Element => {
    const n = ++added;
    return { type, id: `f${n}`, subtype: 'latex', src: FORMULA_SOURCES[n % FORMULA_SOURCES.length], children: [{ text: '' }] };
  };
  const result = blocks.map((block) => (block.type === 'p' && added < count ? { ...block, children: [...block.children, formula('formula_inline'), { text: '.' }] } : block));
  // The last block stays last: the page has drawn when its text is on screen.
  while (added < count) result.splice(result.length - 1, 0, formula('formula'));
  return result;
}

/**
 * Formulas (element-formula), as learners and authors meet them. A learner's page of 200
 * blocks holding 200 formulas, drawn by KaTeX on the server, next to the same page without
 * them in the same run: the gzipped JavaScript it loads, and when its last block is on
 * screen (loads of the two alternating, fresh contexts). Then the formula editor's live
 * preview: from each key typed into the source to the preview redrawn, in Chromium.
 */
export async function formulaPageScenario(): Promise<ScenarioResult> {
  const app = await startWebAppUnderTest();
  try {
    const author = await registerClient(app.baseUrl, 'bench-author@example.com');
    const learner = await registerClient(app.baseUrl, 'bench-learner@example.com');
    const plain = editorDocument(BLOCKS) as Element[];
    const plainPath = await publishLongPage(author, plain);
    const formulaPath = await publishLongPage(author, withFormulas(plain, FORMULAS) as never);

    const jsOf = async (path: string) => {
      const context = await contextOf(app, learner);
      const page = await context.newPage();
      const scripts = await scriptsDownloaded(page, app.baseUrl + path, app.webRoot, () => page.waitForFunction((text) => document.body.textContent?.includes(text), lastBlockText(BLOCKS)));
      await context.close();
      return scripts.totalGzipBytes;
    };
    const plainJs = await jsOf(plainPath);
    const formulaJs = await jsOf(formulaPath);

    const plainLoads: number[] = [];
    const formulaLoads: number[] = [];
    for (let i = 0; i < PAINT_PAIRS; i++) {
      for (const [path, loads] of [[plainPath, plainLoads], [formulaPath, formulaLoads]] as const) {
        const context = await contextOf(app, learner);
        loads.push((await paintTimes(await context.newPage(), app.baseUrl + path, BLOCKS)).lastBlock);
        await context.close();
      }
    }

    // The formula editor: an author's page with one paragraph, a formula inserted from the menu, the source typed key by key.
    const { slug } = await send(author, 'POST', '/api/v1/projects', { title: 'Formula editing' });
    const page = await send(author, 'POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'Equations' });
    const editorContext = await contextOf(app, author);
    const editor = await editorContext.newPage();
    await editor.goto(`${app.baseUrl}/authoring/project/${slug}/resource/${page.id}`);
    await editor.locator('[aria-label="Page content"]').first().click();
    await editor.getByRole('toolbar', { name: /formatting/ }).first().getByRole('button', { name: 'Insert', exact: true }).click();
    await editor.getByRole('menu', { name: 'Insert' }).getByRole('menuitem', { name: 'Formula', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Formula editor' });
    await dialog.locator('.cm-content').click();
    await editor.evaluate(() => {
      const times: number[] = [];
      let typedAt: number | undefined;
      document.addEventListener('keydown', () => void (typedAt = performance.now()), true);
      new MutationObserver(() => {
        if (typedAt === undefined) return;
        times.push(performance.now() - typedAt);
        typedAt = undefined;
      }).observe(document.querySelector('.formula-dialog-preview')!, { subtree: true, childList: true, characterData: true });
      (window as { __previewTimes?: number[] }).__previewTimes = times;
    });
    for (const key of TYPED_FORMULA) await editor.keyboard.type(key, { delay: 20 });
    await dialog.locator('.katex').waitFor();
    const previewTimes = (await editor.evaluate(() => (window as { __previewTimes?: number[] }).__previewTimes ?? [])) as number[];
    await editorContext.close();

    const kb = (bytes: number) => Math.round(bytes / 100) / 10;
    const plainLast = median(plainLoads);
    const formulaLast = median(formulaLoads);
    const previewP95 = percentile(previewTimes, 95);
    return {
      scenario: `formulas: a learner page of ${BLOCKS} blocks with ${FORMULAS} formulas, and the formula editor's preview`,
      rows: [
        { case: `baseline: the page without formulas`, 'gzipped JS KB': kb(plainJs), 'last block ms': Math.round(plainLast), 'p50 ms': '', 'p95 ms': '' },
        { case: `the page with ${FORMULAS} formulas (KaTeX on the server)`, 'gzipped JS KB': kb(formulaJs), 'last block ms': Math.round(formulaLast), 'p50 ms': '', 'p95 ms': '' },
        { case: `formula editor: key typed → preview redrawn (${previewTimes.length} keys)`, 'gzipped JS KB': '', 'last block ms': '', 'p50 ms': +median(previewTimes).toFixed(1), 'p95 ms': +previewP95.toFixed(1) },
      ],
      checks: [
        { name: `${FORMULAS} formulas add ≤ 5 KB of gzipped JavaScript`, pass: formulaJs <= plainJs + EXTRA_JS_LIMIT, detail: `${kb(formulaJs)} KB against ${kb(plainJs)} KB` },
        { name: `last block on screen ≤ ${LAST_BLOCK_RATIO_LIMIT}× the page without formulas`, pass: formulaLast <= plainLast * LAST_BLOCK_RATIO_LIMIT, detail: `${Math.round(formulaLast)} ms against ${Math.round(plainLast)} ms (${(formulaLast / plainLast).toFixed(2)}×)` },
        { name: `formula preview update p95 ≤ ${PREVIEW_P95_LIMIT_MS} ms`, pass: previewTimes.length >= TYPED_FORMULA.length / 2 && previewP95 <= PREVIEW_P95_LIMIT_MS, detail: `${previewP95.toFixed(1)} ms over ${previewTimes.length} keys` },
      ],
    };
  } finally {
    await app.close();
  }
}

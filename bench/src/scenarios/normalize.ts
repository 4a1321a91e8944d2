import { fileURLToPath } from 'node:url';
import { ContentNormalizer } from '@quire/core';
import type { Descendant, Element } from '@quire/core';
import { createServerPluginHost } from '@quire/server';
import { measureInterleaved, median, percentile } from '../measure.js';
import { sampleDocument, untidyDocument } from '../sample-document.js';

export interface ScenarioResult {
  readonly scenario: string;
  readonly rows: Record<string, string | number>[];
  readonly checks: { name: string; pass: boolean; detail: string }[];
}

/** The baseline: a plain recursive walk that reads every node's kind, children and text. */
function plainWalk(nodes: readonly Descendant[]): number {
  let total = 0;
  for (const node of nodes) {
    const text = (node as { text?: unknown }).text;
    if (typeof text === 'string') total += text.length;
    else total += 1 + plainWalk((node as Element).children);
  }
  return total;
}

const BLOCKS = 5000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export async function normalizeScenario(): Promise<ScenarioResult> {
  // The element kinds and marks of the installed plugins, as the server normalises with them.
  const { host } = await createServerPluginHost({ rootDir: repoRoot });
  const marks = host.marks.keys();
  const normalizer = new ContentNormalizer(host.elements.values(), marks.length > 0 ? marks : undefined);
  const tidy = sampleDocument(BLOCKS);
  const untidy = untidyDocument(BLOCKS);
  const json = JSON.stringify(tidy);
  const parse = () => JSON.parse(json) as Descendant[];
  let sink = 0;
  const times = measureInterleaved([
    { name: 'walk', run: () => (sink += plainWalk(tidy)) },
    { name: 'normal', run: () => (sink += normalizer.normalize(tidy).length) },
    { name: 'untidy', run: () => (sink += normalizer.normalize(untidy).length) },
    // As on the server: every request brings a freshly parsed document with new strings.
    { name: 'freshWalk', setup: parse, run: (doc: Descendant[]) => (sink += plainWalk(doc)) },
    { name: 'fresh', setup: parse, run: (doc: Descendant[]) => (sink += normalizer.normalize(doc).length) },
  ]);
  if (sink === 0) throw new Error('unreachable');
  const m = (name: string) => median(times.get(name) as number[]);
  const row = (label: string, name: string, baseline: string) => ({
    case: label,
    'median ms': +m(name).toFixed(3),
    'p95 ms': +percentile(times.get(name) as number[], 95).toFixed(3),
    'blocks/s': Math.round(BLOCKS / (m(name) / 1000)),
    'vs walk': +(m(name) / m(baseline)).toFixed(2),
  });
  const ratio = m('normal') / m('walk');
  const freshRatio = m('fresh') / m('freshWalk');
  return {
    scenario: `normalise a ${BLOCKS}-block page`,
    rows: [
      row('baseline: plain tree walk', 'walk', 'walk'),
      row('normalise, already normal', 'normal', 'walk'),
      row('normalise, untidy import (ids, stray text)', 'untidy', 'walk'),
      row('baseline: walk of freshly parsed JSON', 'freshWalk', 'freshWalk'),
      row('normalise freshly parsed JSON', 'fresh', 'freshWalk'),
    ],
    checks: [
      { name: 'normalise 5,000 blocks under 25 ms', pass: m('normal') < 25 && m('fresh') < 25, detail: `${m('normal').toFixed(2)} ms; fresh JSON ${m('fresh').toFixed(2)} ms` },
      { name: 'at most 5x the plain walk', pass: ratio <= 5, detail: `${ratio.toFixed(2)}x; fresh JSON ${freshRatio.toFixed(2)}x` },
    ],
  };
}

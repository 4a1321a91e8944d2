import { ContentNormalizer, specGrammarContributions } from '@quire/core';
import type { Descendant, Element } from '@quire/core';
import { measure, median, percentile } from '../measure.js';
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

export function normalizeScenario(): ScenarioResult {
  const normalizer = new ContentNormalizer(specGrammarContributions());
  const tidy = sampleDocument(BLOCKS);
  const untidy = untidyDocument(BLOCKS);
  let sink = 0;
  const walk = measure(() => {
    sink += plainWalk(tidy);
  });
  const normal = measure(() => {
    sink += normalizer.normalize(tidy).length;
  });
  const repair = measure(() => {
    sink += normalizer.normalize(untidy).length;
  });
  if (sink === 0) throw new Error('unreachable');
  const row = (name: string, times: number[]) => ({
    case: name,
    'median ms': +median(times).toFixed(3),
    'p95 ms': +percentile(times, 95).toFixed(3),
    'blocks/s': Math.round(BLOCKS / (median(times) / 1000)),
    'vs walk': +(median(times) / median(walk)).toFixed(2),
  });
  const ratio = median(normal) / median(walk);
  return {
    scenario: `normalise a ${BLOCKS}-block page`,
    rows: [row('baseline: plain tree walk', walk), row('normalise (already normal)', normal), row('normalise (untidy import)', repair)],
    checks: [
      { name: 'normalise 5,000 blocks under 25 ms', pass: median(normal) < 25, detail: `${median(normal).toFixed(2)} ms` },
      { name: 'at most 5x the plain walk', pass: ratio <= 5, detail: `${ratio.toFixed(2)}x` },
    ],
  };
}

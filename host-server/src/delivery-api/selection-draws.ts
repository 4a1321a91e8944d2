import { createHash } from 'node:crypto';
import { logicSchema, seededShuffle, type Logic } from '@quire/core';
import { z } from 'zod';
import { matchesLogic, type LogicCandidate } from './activity-logic.js';

/** A page `selection` item: `count` activities drawn by `logic`. */
export interface PageSelection {
  readonly id: string;
  readonly count: number;
  readonly logic: Logic;
}

/** The activities drawn for one selection of a page attempt, in the order shown. */
export interface SelectionDraw {
  readonly selectionId: string;
  readonly activityIds: number[];
}

const selectionSchema = z.looseObject({
  type: z.literal('selection'),
  id: z.string().min(1),
  count: z.number().int().positive(),
  logic: logicSchema,
});

/**
 * A page's selections in page order, nested ones included (walked as activity references
 * are). An item the schema refuses, or a second item with the same id, draws nothing.
 */
export function pageSelections(page: unknown): PageSelection[] {
  const found = new Map<string, PageSelection>();
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (item === null || typeof item !== 'object') continue;
      const { type, children } = item as { type?: unknown; children?: unknown };
      if (type === 'selection') {
        const selection = selectionSchema.safeParse(item);
        if (selection.success && !found.has(selection.data.id)) {
          found.set(selection.data.id, { id: selection.data.id, count: selection.data.count, logic: selection.data.logic });
        }
      } else if (type !== 'content') {
        walk(children);
      }
    }
  };
  walk((page as { model?: unknown } | null)?.model);
  return [...found.values()];
}

/** The seed of one selection's draw in one page attempt: the same pair always draws alike. */
export function selectionSeed(attemptGuid: string, selectionId: string): number {
  return createHash('sha256').update(`${attemptGuid}\u0000${selectionId}`).digest().readUInt32BE(0);
}

/**
 * Draws each selection's activities for a page attempt: `count` at random among the
 * candidates that match its logic, leaving out the `excluded` ones (the page's own
 * activity references) and those an earlier selection of the page drew. Fewer match, fewer
 * are drawn. The order of `candidates` does not matter.
 */
export function drawSelections(
  selections: readonly PageSelection[],
  candidates: readonly LogicCandidate[],
  excluded: Iterable<number>,
  attemptGuid: string,
): SelectionDraw[] {
  const taken = new Set(excluded);
  const ordered = [...candidates].sort((a, b) => a.id - b.id);
  return selections.map((selection) => {
    const eligible = ordered.filter((candidate) => !taken.has(candidate.id) && matchesLogic(candidate, selection.logic));
    const activityIds = seededShuffle(eligible, selectionSeed(attemptGuid, selection.id))
      .slice(0, selection.count)
      .map((candidate) => candidate.id);
    for (const id of activityIds) taken.add(id);
    return { selectionId: selection.id, activityIds };
  });
}

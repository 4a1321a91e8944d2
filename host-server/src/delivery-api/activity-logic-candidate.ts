import { storedContentProblem } from '../authoring/stored-content.js';
import type { LogicCandidate } from './activity-logic.js';

/** An activity revision as stored: the model, objectives and tags are JSON text. */
export interface StoredActivityRevision {
  readonly resourceId: number;
  readonly title: string;
  readonly content: string;
  readonly objectives: string;
  readonly tags: string;
  /** The id `activity_registrations` gave the activity's type; null or absent when it has none. */
  readonly activityTypeId?: number | null;
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/** The model, read as `readStoredContent` reads it: `plainText` walks all of it. */
function parsedModel(json: string): Record<string, unknown> | null {
  const read = storedContentProblem(json, 'activity');
  return 'value' in read ? read.value : null;
}

const wholeNumbers = (values: unknown): number[] =>
  Array.isArray(values) ? values.filter((value): value is number => Number.isSafeInteger(value)) : [];

/**
 * The text a learner reads in rich content. Text of one block runs together (a link or a
 * bold run is part of its word); blocks, and the model's separate fields, are spaced apart.
 */
export function plainText(value: unknown): string {
  if (Array.isArray(value)) {
    const words = value.map(plainText).filter((text) => text !== '');
    const isInline = value.some((node) => node !== null && typeof node === 'object' && typeof (node as { text?: unknown }).text === 'string');
    return words.join(isInline ? '' : ' ');
  }
  if (value === null || typeof value !== 'object') return '';
  const node = value as Record<string, unknown>;
  if (typeof node.text === 'string') return node.text;
  if (Array.isArray(node.children)) return plainText(node.children);
  return plainText(Object.values(node));
}

/**
 * An activity revision as search logic sees it. The `authoring` part of the model (answers,
 * feedback, hints) is not searched: a learner's draw must not depend on what they cannot see.
 * Unreadable JSON counts as empty. The type id is the row's unless one is given.
 */
export function logicCandidate(row: StoredActivityRevision, activityTypeId: number | null = row.activityTypeId ?? null): LogicCandidate {
  const model = parsedModel(row.content);
  const learnerModel = model !== null ? Object.fromEntries(Object.entries(model).filter(([key]) => key !== 'authoring')) : null;
  const objectives = parsed(row.objectives);
  const objectiveIds =
    objectives !== null && typeof objectives === 'object' && !Array.isArray(objectives)
      ? [...new Set(Object.values(objectives).flatMap(wholeNumbers))]
      : [];
  return {
    id: row.resourceId,
    title: row.title,
    text: plainText(learnerModel),
    objectiveIds,
    tagIds: [...new Set(wholeNumbers(parsed(row.tags)))],
    activityTypeId,
  };
}

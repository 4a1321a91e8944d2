import { invalidContent, storedContentProblem } from './stored-content.js';

/** How much stored text the kept readings may stand for, in characters, and how many readings are kept. */
const MAX_KEPT_CHARACTERS = 8_000_000;
const MAX_KEPT_READINGS = 2_000;

/** Readings of stored text by kind of resource, least recently used first. */
const kept = new Map<string, Readonly<Record<string, unknown>>>();
let keptCharacters = 0;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function read(text: unknown, kind: string): Readonly<Record<string, unknown>> {
  const reading = storedContentProblem(text, kind);
  return deepFreeze('value' in reading ? reading.value : invalidContent(kind));
}

/**
 * A revision's content as `readStoredContent` reads it, frozen, and the same object for
 * the same stored text: revisions never change once written, and learners read the same
 * published ones over and over, so each is measured, parsed and checked once rather than
 * on every request. Callers must not change what they get (it is frozen: a change throws).
 */
export function sharedStoredContent(text: unknown, kind: string): Readonly<Record<string, unknown>> {
  if (typeof text !== 'string' || text.length > MAX_KEPT_CHARACTERS / 4) return read(text, kind);
  // The kind leads the key: one text may read differently as a page and as an activity.
  const key = `${kind}\n${text}`;
  const known = kept.get(key);
  if (known) {
    // Most recently used goes last.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const value = read(text, kind);
  kept.set(key, value);
  keptCharacters += key.length;
  while (keptCharacters > MAX_KEPT_CHARACTERS || kept.size > MAX_KEPT_READINGS) {
    const oldest = kept.keys().next().value as string;
    kept.delete(oldest);
    keptCharacters -= oldest.length;
  }
  return value;
}

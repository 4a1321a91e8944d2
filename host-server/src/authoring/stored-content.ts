/**
 * Reading a revision's content back so that no stored text can make a read fail: text that
 * nests deeper than any save may write, is not JSON, or is not the shape its kind needs (an
 * object; for a page, one with a `model` list) reads as content holding one element of a kind
 * no plugin draws, which the editor and the learner's page show as 'Content element is
 * invalid' (spec delivery §8). The text is measured before it is parsed: `JSON.parse` takes
 * any depth, but `JSON.stringify` of the answer, and every recursive walk, would overflow.
 */
import { INVALID_ELEMENT_MESSAGE, isRecord } from '@quire/core';
import { jsonNestingExceeds } from '../http/json-nesting.js';
import { MAX_CONTENT_BODY_DEPTH } from './content-check.js';

/**
 * How deep stored content may nest and still be read: whatever a save accepts (its body's
 * envelope around the content included) reads back.
 */
export const MAX_STORED_CONTENT_DEPTH = MAX_CONTENT_BODY_DEPTH;

/** The kind of the element that stands for unreadable content; no plugin draws it. */
export const INVALID_CONTENT_KIND = 'invalid-content';

const invalidElement = () => ({ type: INVALID_CONTENT_KIND, id: 'invalid-content', children: [{ text: '' }] });

/** What unreadable content of each kind of resource reads as. */
export function invalidContent(kind: string): Record<string, unknown> {
  if (kind === 'page') return { model: [{ type: 'content', id: 'invalid-content-item', children: [invalidElement()] }] };
  if (kind === 'activity') {
    return {
      stem: { id: 'invalid-content-stem', content: [invalidElement()] },
      authoring: { parts: [], transformations: [], previewText: INVALID_ELEMENT_MESSAGE },
    };
  }
  return {};
}


/**
 * Stored content of a resource of `kind`, parsed, or the problem that keeps it from being
 * read as it is (nested too deeply, not JSON, not an object, a page without a model list).
 */
export function storedContentProblem(text: unknown, kind: string): { problem: string } | { value: Record<string, unknown> } {
  if (typeof text !== 'string') return { problem: 'no content' };
  if (jsonNestingExceeds(text, MAX_STORED_CONTENT_DEPTH)) return { problem: `nested more than ${MAX_STORED_CONTENT_DEPTH} levels deep` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  if (!isRecord(value)) return { problem: 'not an object' };
  if (kind === 'page' && !Array.isArray(value.model)) return { problem: "a page without a 'model' list" };
  return { value };
}

/** A revision's content of a resource of `kind`, as it is stored or, when unreadable, `invalidContent(kind)`. */
export function readStoredContent(text: unknown, kind: string): Record<string, unknown> {
  const read = storedContentProblem(text, kind);
  return 'value' in read ? read.value : invalidContent(kind);
}

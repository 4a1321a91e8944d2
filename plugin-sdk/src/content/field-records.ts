/**
 * Records an element keeps in its fields (a definition's meanings, a pronunciation) and
 * content-holding elements read the same way (a table cell): element-shaped, with rich
 * children. An edit form shows them as plain text and writes them back as one paragraph.
 */
import { isElement, isText, type Descendant, type Element, type Text } from '@quire/core';
import { titleText } from './title-text.js';

/** A record held in an element's field: a type of its own, an id, rich children and its own fields. @public */
export interface FieldRecord {
  /** The record's own type ('meaning', 'pronunciation'), not an element kind of the document. */
  readonly type: string;
  /** Unique in the document, as an element's id is. */
  readonly id?: string;
  /** Its rich content, as an element's children. */
  readonly children: Descendant[];
  /** Its other fields (a pronunciation's `src`). */
  readonly [field: string]: unknown;
}

/** Whether a value is shaped like a field record (an object with a type and a list of children). @public */
export function isFieldRecord(value: unknown): value is FieldRecord {
  return typeof value === 'object' && value !== null && typeof (value as FieldRecord).type === 'string' && Array.isArray((value as FieldRecord).children);
}

/** The records of a field holding a list of them; anything else in it is skipped. @public */
export function fieldRecords(value: unknown): readonly FieldRecord[] {
  return Array.isArray(value) ? value.filter(isFieldRecord) : [];
}

/** A record's (or any element's) content as plain text, its blocks joined by a space ('' when empty or missing). @public */
export function recordText(record: FieldRecord | undefined): string {
  return record ? titleText(record.children) : '';
}

function isUnmarkedText(node: Descendant): boolean {
  return isText(node) && Object.keys(node).every((key) => key === 'text');
}

/**
 * Whether content holds only what plain text keeps: unmarked text, bare or in one
 * paragraph. Editing anything else as plain text drops its formatting, which an edit form
 * should say before the author changes it.
 * @public
 */
export function isPlainContent(children: readonly Descendant[]): boolean {
  if (children.every(isUnmarkedText)) return true;
  if (children.length !== 1) return false;
  const block = children[0];
  return isElement(block) && block.type === 'p' && block.children.every(isUnmarkedText);
}

function paragraph(text: string, id: string): Element {
  return { type: 'p', id, children: [{ text } as Text] };
}

/** A new record of `type` holding one paragraph of `text`, the record and the paragraph with new ids. @public */
export function plainRecord(type: string, text: string, createId: () => string): FieldRecord {
  return { type, id: createId(), children: [paragraph(text, createId())] };
}

/**
 * The record with its content replaced by one paragraph of `text`; its other fields stay,
 * and so does the id of its paragraph when it held just one.
 * @public
 */
export function withRecordText(record: FieldRecord, text: string, createId: () => string): FieldRecord {
  const [first] = record.children;
  const id = record.children.length === 1 && isElement(first) && first.type === 'p' && first.id ? first.id : createId();
  return { ...record, children: [paragraph(text, id)] };
}

import { z } from 'zod';
import type { ContentSlots } from '../elements/content-slots.js';
import { captionSchema, dimensionSchema, elementSchema, fieldRecordSchema, richContentSchema, safeUrlSchema } from '../elements/element-schema.js';

/*
 * Element kinds as plugins declare them, written here as test data for the tests that check
 * and strip whole pages (core imports no plugin): text blocks and lists, a link, media with
 * checked addresses and rich captions, records held in fields, and a void inline whose
 * fields are free-form.
 */

const plainKinds = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'li', 'dt', 'dd'];

const dialogLineSchema = elementSchema('dialog_line', { speaker: z.string().optional() });

/** Element schemas by kind, for core's tests. */
export const TEST_ELEMENT_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ...plainKinds.map((kind): [string, z.ZodType] => [kind, elementSchema(kind, {})]),
  ['dialog_line', dialogLineSchema],
  ['ul', elementSchema('ul', { style: z.enum(['none', 'disc', 'circle', 'square']).optional() })],
  ['ol', elementSchema('ol', { style: z.enum(['decimal', 'lower-roman', 'upper-roman']).optional() })],
  ['dl', elementSchema('dl', { title: captionSchema.optional() })],
  ['a', elementSchema('a', { href: safeUrlSchema, target: z.string().optional() })],
  [
    'img',
    elementSchema('img', {
      src: safeUrlSchema.optional(),
      alt: z.string().optional(),
      width: dimensionSchema.optional(),
      height: dimensionSchema.optional(),
      caption: captionSchema.optional(),
    }),
  ],
  [
    'video',
    elementSchema('video', {
      src: z.array(z.object({ url: safeUrlSchema, contenttype: z.string().optional() })).optional(),
      captions: z.array(z.object({ label: z.string().optional(), src: safeUrlSchema })).optional(),
    }),
  ],
  ['figure', elementSchema('figure', { title: captionSchema.optional() })],
  [
    'dialog',
    elementSchema('dialog', {
      speakers: z.array(z.object({ id: z.string().min(1), name: z.string() })).optional(),
      lines: z.array(dialogLineSchema).optional(),
    }),
  ],
  ['definition', elementSchema('definition', { term: z.string().optional(), meanings: z.array(fieldRecordSchema('meaning', {})).optional() })],
  ['popup', elementSchema('popup', { content: richContentSchema.optional() })],
  ['input_ref', elementSchema('input_ref', { options: z.array(z.unknown()).optional() })],
]);

const nodeList =
  (field: string): ContentSlots =>
  (element) => {
    const nodes = element[field];
    return Array.isArray(nodes) ? [{ field, nodes }] : [];
  };

const recordList =
  (field: string): ContentSlots =>
  (element) => {
    const records = element[field];
    if (!Array.isArray(records)) return [];
    return records.flatMap((record: { children?: unknown }, index) => (Array.isArray(record?.children) ? [{ field, index, nodes: record.children }] : []));
  };

/** Where the test kinds keep rich content in fields, for core's tests. */
export const TEST_CONTENT_SLOTS: ReadonlyMap<string, ContentSlots> = new Map<string, ContentSlots>([
  ['img', nodeList('caption')],
  ['figure', nodeList('title')],
  ['popup', nodeList('content')],
  ['definition', recordList('meanings')],
  ['dialog', recordList('lines')],
]);

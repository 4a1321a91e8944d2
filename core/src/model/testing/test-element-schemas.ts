import { z } from 'zod';
import { captionSchema, elementSchema } from '../elements/element-schema.js';
import { ELEMENT_SCHEMAS } from '../elements/index.js';

/**
 * Core's element schemas and those of paragraphs, headings, quotes and lists (as the text
 * and list plugins declare them), for tests that check and strip whole pages.
 */
export const TEST_ELEMENT_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ...ELEMENT_SCHEMAS,
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'li', 'dt', 'dd'].map((kind): [string, z.ZodType] => [kind, elementSchema(kind, {})]),
  ['ul', elementSchema('ul', { style: z.enum(['none', 'disc', 'circle', 'square']).optional() })],
  ['ol', elementSchema('ol', { style: z.enum(['decimal', 'lower-roman', 'upper-roman']).optional() })],
  ['dl', elementSchema('dl', { title: captionSchema.optional() })],
]);

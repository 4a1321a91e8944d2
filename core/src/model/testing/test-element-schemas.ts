import type { z } from 'zod';
import { elementSchema } from '../elements/element-schema.js';
import { ELEMENT_SCHEMAS } from '../elements/index.js';

/**
 * Core's element schemas and those of paragraphs, headings and quotes (as the text plugin
 * declares them: no fields of their own), for tests that check and strip whole pages.
 */
export const TEST_ELEMENT_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ...ELEMENT_SCHEMAS,
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'].map((kind): [string, z.ZodType] => [kind, elementSchema(kind, {})]),
]);

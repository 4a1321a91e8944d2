/**
 * Schemas of every content element kind (spec authoring §3, delivery §3), the text
 * leaf schema, and `ELEMENT_SCHEMAS`, the kind → schema table the content walker uses.
 */
import type { z } from 'zod';
import { calloutElementSchema, calloutInlineElementSchema } from './callout.js';
import { codeElementSchema, codeLineElementSchema, eclElementSchema } from './code.js';
import { figureElementSchema } from './figure.js';
import {
  formulaElementSchema,
  formulaInlineElementSchema,
  mathElementSchema,
  mathLineElementSchema,
} from './formula.js';
import {
  citeElementSchema,
  commandButtonElementSchema,
  inputRefElementSchema,
  linkElementSchema,
  pageLinkElementSchema,
  popupElementSchema,
  triggerElementSchema,
} from './inlines.js';
import {
  conjugationElementSchema,
  definitionElementSchema,
  tcElementSchema,
  dialogElementSchema,
  dialogLineElementSchema,
  foreignElementSchema,
} from './language.js';
import {
  audioElementSchema,
  iframeElementSchema,
  imgElementSchema,
  imgInlineElementSchema,
  videoElementSchema,
  webpageElementSchema,
  youtubeElementSchema,
} from './media.js';

export * from './callout.js';
export * from './code.js';
export * from './content-slots.js';
export * from './element-schema.js';
export * from './figure.js';
export * from './formula.js';
export * from './inlines.js';
export * from './language.js';
export * from './media.js';
export * from './text.js';

const schemas = [
  tcElementSchema,
  imgElementSchema,
  imgInlineElementSchema,
  videoElementSchema,
  youtubeElementSchema,
  audioElementSchema,
  iframeElementSchema,
  webpageElementSchema,
  calloutElementSchema,
  calloutInlineElementSchema,
  conjugationElementSchema,
  dialogElementSchema,
  dialogLineElementSchema,
  foreignElementSchema,
  definitionElementSchema,
  formulaElementSchema,
  formulaInlineElementSchema,
  mathElementSchema,
  mathLineElementSchema,
  codeElementSchema,
  codeLineElementSchema,
  eclElementSchema,
  linkElementSchema,
  citeElementSchema,
  popupElementSchema,
  commandButtonElementSchema,
  inputRefElementSchema,
  pageLinkElementSchema,
  triggerElementSchema,
  figureElementSchema,
];

/**
 * The schema of every built-in element kind, keyed by kind; covers exactly
 * `ELEMENT_KINDS`. Hosts add plugin kinds by passing their own map to the walker.
 * @public
 */
export const ELEMENT_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>(
  schemas.map((schema) => [schema.shape.type.value, schema]),
);

/** Any built-in content element, as parsed by its kind's schema. @public */
export type ContentElement = z.infer<(typeof schemas)[number]>;

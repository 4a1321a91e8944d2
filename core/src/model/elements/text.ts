import { z } from 'zod';
import { MARKS, type MarkName } from '../marks.js';

const markShape = Object.fromEntries(MARKS.map((mark) => [mark, z.boolean().optional()])) as {
  [M in MarkName]: z.ZodOptional<z.ZodBoolean>;
};

/**
 * A text leaf of rich content: `text` plus the 14 marks as optional booleans (spec
 * authoring §3). Loose, so an editor's transient keys do not fail a save and a mark
 * plugin's marks pass; a save keeps only `text` and boolean marks of loaded mark plugins
 * (`UnknownFieldStripper`).
 * @public
 */
export const textSchema = z.looseObject({ text: z.string(), ...markShape });

/** The parsed form of a text leaf. @public */
export type TextLeaf = z.infer<typeof textSchema>;

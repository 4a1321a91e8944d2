/** The fields of formulas and legacy math blocks (spec authoring §3). */
import { elementSchema, z } from '@quire/plugin-sdk';
import { FORMULA_INLINE_KIND, FORMULA_KIND, MATH_KIND, MATH_LINE_KIND } from './formula-kinds.js';

/** Notations of a formula's `src`. @public */
export const FORMULA_SUBTYPES = ['latex', 'mathml'] as const;
/** @public */
export type FormulaSubtype = (typeof FORMULA_SUBTYPES)[number];
/**
 * The notation when `subtype` is unset. Schemas do not fill it in, so a parse never
 * rewrites stored content.
 * @public
 */
export const DEFAULT_FORMULA_SUBTYPE: FormulaSubtype = 'latex';

/**
 * The longest `src` a formula may have, in characters: far above any formula a page shows
 * (a long MathML matrix runs to a few thousand), and small enough that rendering and
 * sanitising one stays quick.
 * @public
 */
export const MAX_FORMULA_SOURCE_LENGTH = 20_000;

// `src` is LaTeX or MathML source text, not a URL.
const formulaShape = {
  src: z.string().max(MAX_FORMULA_SOURCE_LENGTH).optional(),
  subtype: z.enum(FORMULA_SUBTYPES).optional(),
  legacyBlockRendered: z.boolean().optional(),
};

/** A display formula. @public */
export const formulaElementSchema = elementSchema(FORMULA_KIND, formulaShape);
/** A formula inside a line of text. @public */
export const formulaInlineElementSchema = elementSchema(FORMULA_INLINE_KIND, formulaShape);
/** A legacy math block made of math lines. @public */
export const mathElementSchema = elementSchema(MATH_KIND, {});
/** One line of a math block: plain text. @public */
export const mathLineElementSchema = elementSchema(MATH_LINE_KIND, {});

/** @public */
export type FormulaElement = z.infer<typeof formulaElementSchema>;
/** @public */
export type InlineFormulaElement = z.infer<typeof formulaInlineElementSchema>;
/** @public */
export type MathElement = z.infer<typeof mathElementSchema>;
/** @public */
export type MathLineElement = z.infer<typeof mathLineElementSchema>;

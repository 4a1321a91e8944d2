/**
 * The fill-in-the-blank (multi-input) question model (spec authoring §3): a stem with
 * input references, the inputs, their dropdown choices and one part per input.
 */
import { activityAuthoringSchema, choiceSchema, richTextSchema, z } from '@quire/plugin-sdk';

/** Input types of a multi-input question. @public */
export const MULTI_INPUT_TYPES = ['dropdown', 'vlabvalue', 'numeric', 'math', 'text'] as const;
/** @public */
export type MultiInputType = (typeof MULTI_INPUT_TYPES)[number];

/** A physical quantity an input can measure, and the unit it is entered in. @public */
export interface QuantityUnit {
  readonly quantity: string;
  readonly unit: string;
}

/** The units offered for inputs, in menu order. @public */
export const QUANTITY_UNITS: readonly QuantityUnit[] = [
  { quantity: 'temperature', unit: 'deg K' },
  { quantity: 'volume', unit: 'L' },
  { quantity: 'moles', unit: 'moles' },
  { quantity: 'mass', unit: 'g' },
  { quantity: 'molarity', unit: 'moles/L' },
  { quantity: 'concentration', unit: 'g/L' },
  { quantity: 'pH', unit: 'pH' },
];

const inputShape = {
  id: z.string().min(1),
  partId: z.string().min(1),
  size: z.union([z.string(), z.number()]).optional(),
  unit: z.string().optional(),
};

/**
 * One answer field, matched to an `input_ref` of the stem by `id` and graded by the
 * part `partId`. A dropdown lists its choices in `choiceIds`.
 * @public
 */
export const multiInputSchema = z.discriminatedUnion('inputType', [
  z.looseObject({ ...inputShape, inputType: z.literal('dropdown'), choiceIds: z.array(z.string()) }),
  z.looseObject({ ...inputShape, inputType: z.enum(['vlabvalue', 'numeric', 'math', 'text']) }),
]);
/** @public */
export type MultiInput = z.infer<typeof multiInputSchema>;

/**
 * A multi-input question. At least one input (spec authoring §5). Assignment and
 * spectra settings are kept as extra fields.
 * @public
 */
export const multiInputModelSchema = z.looseObject({
  stem: richTextSchema,
  choices: z.array(choiceSchema),
  inputs: z.array(multiInputSchema).min(1, 'A question needs at least one input'),
  authoring: activityAuthoringSchema,
  submitPerPart: z.boolean().optional(),
});
/** @public */
export type MultiInputModel = z.infer<typeof multiInputModelSchema>;


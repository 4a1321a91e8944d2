import type { RuleInput } from '@quire/core';
import { z } from 'zod';

/** The longest answer one input may hold. */
export const MAX_INPUT_LENGTH = 10_000;
/** The most parts one submission may answer, and the most inputs one part may have. */
export const MAX_PARTS = 100;

/** Why a value cannot be a learner's answer to a part, or undefined when it can be. */
function inputProblem(value: unknown): string | undefined {
  const tooLong = `Use at most ${MAX_INPUT_LENGTH.toLocaleString('en')} characters per input`;
  if (typeof value === 'string') return value.length > MAX_INPUT_LENGTH ? tooLong : undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return 'Give the answer as text, or as an object of input ids and texts';
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_PARTS) return `Answer at most ${MAX_PARTS} inputs per part`;
  for (const [id, text] of entries) {
    if (id.length === 0 || id.length > 100) return 'Use input ids of 1 to 100 characters';
    if (typeof text !== 'string') return `Give input '${id}' as text`;
    if (text.length > MAX_INPUT_LENGTH) return tooLong;
  }
  return undefined;
}

/**
 * A learner's answer to one part: text, or a map of input id to text for multi-input
 * questions (rules read it as `input_ref_<id>`). Refused with a message naming the limit.
 */
export const partInputSchema = z.unknown().superRefine((value, ctx) => {
  const problem = inputProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}) as unknown as z.ZodType<RuleInput>;

/** The answers to several parts: between 1 and {@link MAX_PARTS}. */
export function partListSchema<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .min(1, 'Answer at least one part')
    .max(MAX_PARTS, `Answer at most ${MAX_PARTS} parts at a time`);
}

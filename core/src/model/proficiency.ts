/**
 * A learner's proficiency (delivery §3, §4, §9): the share of the activities they answered
 * right at their first attempt, placed in one of four levels. The rule and its thresholds
 * are documented in docs/proficiency.md.
 */

/** The levels, in the order the class proficiency chart shows them (delivery §9). @public */
export const PROFICIENCY_LEVELS = ['Not enough data', 'Low', 'Medium', 'High'] as const;

/** One of {@link PROFICIENCY_LEVELS}. @public */
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

/** Fewer first attempts than this are not enough data. @public */
export const PROFICIENCY_MIN_ATTEMPTS = 3;
/** Below this share of first attempts right: Low. @public */
export const PROFICIENCY_LOW_BELOW = 0.4;
/** Above this share: High; from {@link PROFICIENCY_LOW_BELOW} up to it: Medium. @public */
export const PROFICIENCY_HIGH_ABOVE = 0.8;

/**
 * The level of `correct` right first attempts out of `attempted`.
 * @example `proficiencyLevel(3, 4)` is 'Medium' (0.75); `proficiencyLevel(2, 2)` is 'Not enough data'.
 * @public
 */
export function proficiencyLevel(correct: number, attempted: number): ProficiencyLevel {
  if (attempted < PROFICIENCY_MIN_ATTEMPTS) return 'Not enough data';
  const share = correct / attempted;
  if (share < PROFICIENCY_LOW_BELOW) return 'Low';
  return share > PROFICIENCY_HIGH_ABOVE ? 'High' : 'Medium';
}

/** One student's dot on the class proficiency chart (delivery §3). @public */
export interface StudentProficiency {
  readonly student_id: number | string;
  /** The share of first attempts right, 0 to 1; null when the student attempted nothing. */
  readonly proficiency: number | null;
  readonly proficiency_range: ProficiencyLevel;
}

import { MAX_ACTIVITY_RULES, ruleLimitProblem } from '../rules/rule-limits.js';
import { modelParts } from './evaluate-activity.js';

/** A rule limit an activity model breaks: where (a path such as `authoring.parts[0].responses[2].rule`) and what. @public */
export interface RuleLimitIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * The first rule limit the model breaks: more than {@link MAX_ACTIVITY_RULES} responses
 * over all its parts, or a rule too long or with a `like` pattern too large
 * ({@link ruleLimitProblem}). Undefined for a model within the limits.
 * @public
 */
export function activityRuleLimitIssue(model: unknown): RuleLimitIssue | undefined {
  const parts = modelParts(model);
  let rules = 0;
  for (const part of parts) rules += Array.isArray(part?.responses) ? part.responses.length : 0;
  if (rules > MAX_ACTIVITY_RULES) {
    return {
      path: 'authoring.parts',
      message: `The activity has ${rules} responses over its parts; at most ${MAX_ACTIVITY_RULES} are allowed`,
    };
  }
  for (const [p, part] of parts.entries()) {
    if (!Array.isArray(part?.responses)) continue;
    for (const [r, response] of part.responses.entries()) {
      const rule = (response as { rule?: unknown } | null)?.rule;
      const message = typeof rule === 'string' ? ruleLimitProblem(rule) : undefined;
      if (message) return { path: `authoring.parts[${p}].responses[${r}].rule`, message };
    }
  }
  return undefined;
}

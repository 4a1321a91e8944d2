import { parseRule } from './parse-rule.js';
import type { RuleExpression } from './rule-expression.js';

/** How many parsed rules {@link parseRuleCached} keeps. @public */
export const RULE_CACHE_LIMIT = 500;

const cache = new Map<string, RuleExpression>();

/**
 * {@link parseRule} with a bounded least-recently-used cache, because the same few
 * rules are evaluated for every learner. The returned tree is shared between callers,
 * which is safe as the tree is read-only. Malformed rules are not cached.
 * @throws RuleSyntaxError as {@link parseRule} does.
 * @public
 */
export function parseRuleCached(rule: string): RuleExpression {
  const hit = cache.get(rule);
  if (hit !== undefined) {
    // Re-inserting moves the rule to the end of the Map's order, marking it recent.
    cache.delete(rule);
    cache.set(rule, hit);
    return hit;
  }
  const parsed = parseRule(rule);
  if (cache.size >= RULE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(rule, parsed);
  return parsed;
}

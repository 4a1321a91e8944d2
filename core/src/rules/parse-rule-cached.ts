import { LRUCache } from 'lru-cache';
import { parseRule } from './parse-rule.js';
import type { RuleExpression } from './rule-expression.js';

/** How many parsed rules {@link parseRuleCached} keeps. @public */
export const RULE_CACHE_LIMIT = 500;

const cache = new LRUCache<string, RuleExpression>({ max: RULE_CACHE_LIMIT });

/**
 * {@link parseRule} with a bounded least-recently-used cache, because the same few
 * rules are evaluated for every learner. The returned tree is shared between callers,
 * which is safe as the tree is read-only. Malformed rules are not cached.
 * @throws RuleSyntaxError as {@link parseRule} does.
 * @public
 */
export function parseRuleCached(rule: string): RuleExpression {
  let parsed = cache.get(rule);
  if (parsed === undefined) {
    parsed = parseRule(rule);
    cache.set(rule, parsed);
  }
  return parsed;
}

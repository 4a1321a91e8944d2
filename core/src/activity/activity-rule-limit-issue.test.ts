import { describe, expect, it } from 'vitest';
import { activityRuleLimitIssue } from './activity-rule-limit-issue.js';

const response = (rule: string) => ({ id: 'r', rule, score: 0, feedback: { id: 'f', content: [] } });
const model = (...parts: { responses: unknown[] }[]) => ({ stem: {}, authoring: { parts: parts.map((p, i) => ({ id: `${i}`, ...p })), transformations: [], previewText: '' } });

describe('activityRuleLimitIssue', () => {
  it('accepts up to 100 responses over all parts, and names the parts when there are more', () => {
    const fifty = { responses: Array.from({ length: 50 }, (_, i) => response(`input = {${i}}`)) };
    expect(activityRuleLimitIssue(model(fifty, fifty))).toBeUndefined();
    expect(activityRuleLimitIssue(model(fifty, fifty, { responses: [response('input = {1}')] }))).toEqual({
      path: 'authoring.parts',
      message: 'The activity has 101 responses over its parts; at most 100 are allowed',
    });
  });

  it('names the first rule over a size limit by its path', () => {
    const issue = activityRuleLimitIssue(model({ responses: [response('input like {a}')] }, { responses: [response('input = {1}'), response('input like {(.*a)\\{1000\\}}')] }));
    expect(issue?.path).toBe('authoring.parts[1].responses[1].rule');
    expect(issue?.message).toMatch(/too complex/);
  });

  it('passes over models without parts and responses without a rule text, which the schema judges', () => {
    expect(activityRuleLimitIssue({})).toBeUndefined();
    expect(activityRuleLimitIssue(null)).toBeUndefined();
    expect(activityRuleLimitIssue(model({ responses: [{ id: 'r' }, null] }))).toBeUndefined();
  });
});

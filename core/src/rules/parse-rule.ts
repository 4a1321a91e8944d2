import { parseNumericValue } from './parse-numeric-value.js';
import { isTextRuleOperator, type RuleClause, type RuleExpression } from './rule-expression.js';
import { RuleSyntaxError } from './rule-syntax-error.js';
import { tokenizeRule, type RuleToken } from './tokenize-rule.js';

/**
 * Parses rule text such as `input like {a.*} && attemptNumber > {1}` into a
 * {@link RuleExpression}, so rules can be evaluated, printed and shown in the editor.
 *
 * Grammar (whitespace between tokens is free):
 * ```
 * or     := and ('||' and)*
 * and    := unary ('&&' unary)*
 * unary  := '!' unary | '(' or ')' | clause
 * clause := lhs op '{' value '}'
 * ```
 * so `!` binds tightest, then `&&`, then `||`, both binary operators grouping to the
 * left. Values of text operators stay text; values of `=`, `<`, `>` are read by
 * {@link parseNumericValue}.
 * @throws RuleSyntaxError for empty text, a value outside braces, an unclosed brace, an
 * unknown left-hand side, a dangling operator or unbalanced parentheses.
 * @public
 */
export function parseRule(rule: string): RuleExpression {
  const tokens = tokenizeRule(rule);
  if (tokens[0].type === 'end') throw new RuleSyntaxError('Empty rule', 0);
  let index = 0;
  const peek = (): RuleToken => tokens[index];
  const fail = (expected: string): never => {
    const token = peek();
    throw new RuleSyntaxError(`Expected ${expected} but found ${describeToken(token)}`, token.position);
  };

  function parseOr(): RuleExpression {
    let left = parseAnd();
    while (peek().type === '||') {
      index++;
      left = { type: 'or', left, right: parseAnd() };
    }
    return left;
  }

  function parseAnd(): RuleExpression {
    let left = parseUnary();
    while (peek().type === '&&') {
      index++;
      left = { type: 'and', left, right: parseUnary() };
    }
    return left;
  }

  function parseUnary(): RuleExpression {
    const token = peek();
    if (token.type === '!') {
      index++;
      return { type: 'not', operand: parseUnary() };
    }
    if (token.type === '(') {
      index++;
      const inner = parseOr();
      if (peek().type !== ')') fail('")"');
      index++;
      return inner;
    }
    return parseClause();
  }

  function parseClause(): RuleClause {
    const lhs = peek();
    if (lhs.type !== 'lhs') return fail('a clause (input, attemptNumber, length(input) or input_ref_<id>)');
    index++;
    const op = peek();
    if (op.type !== 'op') return fail('an operator (like, contains, equals, iequals, =, <, >)');
    index++;
    const value = peek();
    if (value.type !== 'value') return fail('a value in braces, such as {3}');
    index++;
    return isTextRuleOperator(op.op)
      ? { type: 'clause', lhs: lhs.lhs, op: op.op, value: { kind: 'text', text: value.text } }
      : { type: 'clause', lhs: lhs.lhs, op: op.op, value: parseNumericValue(value.text) };
  }

  const expression = parseOr();
  if (peek().type !== 'end') fail('"&&", "||" or the end of the rule');
  return expression;
}

function describeToken(token: RuleToken): string {
  switch (token.type) {
    case 'end':
      return 'the end of the rule';
    case 'word':
      return `"${token.word}"`;
    case 'lhs':
      return 'a left-hand side';
    case 'op':
      return `"${token.op}"`;
    case 'value':
      return 'a value';
    default:
      return `"${token.type}"`;
  }
}

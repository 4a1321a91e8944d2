import { TEXT_RULE_OPERATORS, type RuleLhs, type RuleOperator } from './rule-expression.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

/**
 * One lexical token of a rule, with the index where it starts. A `value` token holds
 * the unescaped text between braces.
 * @public
 */
export type RuleToken =
  | { readonly type: '(' | ')' | '!' | '&&' | '||' | 'end'; readonly position: number }
  | { readonly type: 'lhs'; readonly lhs: RuleLhs; readonly position: number }
  | { readonly type: 'op'; readonly op: RuleOperator; readonly position: number }
  | { readonly type: 'value'; readonly text: string; readonly position: number }
  | { readonly type: 'word'; readonly word: string; readonly position: number };

const WORD = /[A-Za-z0-9_-]+/y;
const INPUT_REF = /^input_ref_([A-Za-z0-9_-]+)$/;
const LENGTH_INPUT = 'length(input)';
const TEXT_OPS: ReadonlySet<string> = new Set(TEXT_RULE_OPERATORS);

/**
 * Splits rule text into tokens, ending with an `end` token. Words that are neither a
 * left-hand side nor an operator come out as `word` tokens so the parser can say what
 * it expected there (typically a value missing its braces).
 * @throws RuleSyntaxError on a character no token starts with, or an unclosed brace.
 * @public
 */
export function tokenizeRule(rule: string): RuleToken[] {
  const tokens: RuleToken[] = [];
  let i = 0;
  while (i < rule.length) {
    const c = rule[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === '!') {
      tokens.push({ type: c, position: i++ });
    } else if ((c === '&' || c === '|') && rule[i + 1] === c) {
      tokens.push({ type: c === '&' ? '&&' : '||', position: i });
      i += 2;
    } else if (c === '=' || c === '<' || c === '>') {
      tokens.push({ type: 'op', op: c, position: i++ });
    } else if (c === '{') {
      const { text, end } = readValue(rule, i);
      tokens.push({ type: 'value', text, position: i });
      i = end;
    } else if (rule.startsWith(LENGTH_INPUT, i)) {
      tokens.push({ type: 'lhs', lhs: { kind: 'inputLength' }, position: i });
      i += LENGTH_INPUT.length;
    } else {
      WORD.lastIndex = i;
      const match = WORD.exec(rule);
      if (!match) throw new RuleSyntaxError(`Unexpected character "${c}"`, i);
      tokens.push(classifyWord(match[0], i));
      i += match[0].length;
    }
  }
  tokens.push({ type: 'end', position: rule.length });
  return tokens;
}

function classifyWord(word: string, position: number): RuleToken {
  if (word === 'input') return { type: 'lhs', lhs: { kind: 'input' }, position };
  if (word === 'attemptNumber') return { type: 'lhs', lhs: { kind: 'attemptNumber' }, position };
  const ref = INPUT_REF.exec(word);
  if (ref) return { type: 'lhs', lhs: { kind: 'inputRef', id: ref[1] }, position };
  if (TEXT_OPS.has(word)) return { type: 'op', op: word as RuleOperator, position };
  return { type: 'word', word, position };
}

// Only `\\`, `\{` and `\}` are escapes; any other backslash is literal so regular
// expressions such as `\d+` can be written as they are.
function readValue(rule: string, open: number): { text: string; end: number } {
  let text = '';
  let i = open + 1;
  while (i < rule.length) {
    const c = rule[i];
    if (c === '}') return { text, end: i + 1 };
    const next = rule[i + 1];
    if (c === '\\' && (next === '\\' || next === '{' || next === '}')) {
      text += next;
      i += 2;
    } else {
      text += c;
      i++;
    }
  }
  throw new RuleSyntaxError('Unclosed "{" in value', open);
}

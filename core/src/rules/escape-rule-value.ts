/**
 * Escapes text for use between the braces of a rule value: `\`, `{` and `}` get a
 * backslash, everything else stays literal. This is the escaping Torus writes, so
 * printed rules stay importable both ways.
 * @example `escapeRuleValue('a}b')` returns `'a\\}b'`.
 * @public
 */
export function escapeRuleValue(text: string): string {
  return text.replace(/[\\{}]/g, (c) => `\\${c}`);
}

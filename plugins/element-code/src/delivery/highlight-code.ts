import { classHighlighter, highlightTree } from '@lezer/highlight';
import type { CodeLanguage } from '../common/code-languages.js';
import { codeParser } from './code-parsers.js';

/** A run of source text with the highlight classes it takes (`tok-keyword`…), empty for plain text. @public */
export interface HighlightedRun {
  readonly text: string;
  readonly className: string;
}

/**
 * The source cut into runs with Lezer's `tok-*` classes. The runs' texts joined are the
 * source exactly (tabs, trailing line breaks, any character), and they are text, never
 * HTML: the view writes them as React text, so `</script>` or `<b>` stays inert.
 * @public
 */
export function highlightCode(code: string, language: CodeLanguage | undefined): HighlightedRun[] {
  if (code === '') return [];
  const parser = language ? codeParser(language, code) : undefined;
  if (!parser) return [{ text: code, className: '' }];
  const runs: HighlightedRun[] = [];
  let at = 0;
  const push = (to: number, className: string) => {
    if (to > at) runs.push({ text: code.slice(at, to), className });
    at = Math.max(at, to);
  };
  highlightTree(parser.parse(code), classHighlighter, (from, to, classes) => {
    push(from, '');
    push(to, classes);
  });
  push(code.length, '');
  return runs;
}

import type { Parser } from '@lezer/common';
import { StreamLanguage, type StreamParser } from '@codemirror/language';
import { parser as cppParser } from '@lezer/cpp';
import { parser as goParser } from '@lezer/go';
import { parser as htmlParser } from '@lezer/html';
import { parser as javaParser } from '@lezer/java';
import { parser as javascriptParser } from '@lezer/javascript';
import { parser as phpParser } from '@lezer/php';
import { parser as pythonParser } from '@lezer/python';
import { parser as xmlParser } from '@lezer/xml';
import { StandardSQL } from '@codemirror/lang-sql';
import { c, csharp, kotlin } from '@codemirror/legacy-modes/mode/clike';
import { perl } from '@codemirror/legacy-modes/mode/perl';
import { r } from '@codemirror/legacy-modes/mode/r';
import { ruby } from '@codemirror/legacy-modes/mode/ruby';
import type { CodeLanguage } from '../common/code-languages.js';

/*
 * The parsers are imported statically, not loaded through @codemirror/language-data:
 * the server draws lessons synchronously, so a parser must be ready when a view renders.
 * The code block's learner view is static, so learners download none of this on a page
 * the server drew. The grammars are those language-data gives the editor, so a block
 * reads the same in both; legacy modes run through StreamLanguage where there is no
 * Lezer grammar. Elixir has neither and shows as plain text, like Text.
 */

const legacy = (mode: StreamParser<unknown>): Parser => StreamLanguage.define(mode).parser;

const PARSERS: Partial<Record<CodeLanguage, () => Parser>> = {
  C: () => legacy(c),
  'C#': () => legacy(csharp),
  'C++': () => cppParser,
  Golang: () => goParser,
  HTML: () => htmlParser,
  Java: () => javaParser,
  JavaScript: () => javascriptParser.configure({ dialect: 'jsx' }),
  Kotlin: () => legacy(kotlin),
  Perl: () => legacy(perl),
  // PHP written without `<?php` is read as PHP all through, not as HTML around it.
  PHP: () => phpParser.configure({ top: 'Program' }),
  Python: () => pythonParser,
  R: () => legacy(r),
  Ruby: () => legacy(ruby),
  SQL: () => StandardSQL.language.parser,
  TypeScript: () => javascriptParser.configure({ dialect: 'ts' }),
  XML: () => xmlParser,
};

const made = new Map<CodeLanguage, Parser>();

/** The parser of a language's code, made on first use; undefined for Text and Elixir. */
export function codeParser(language: CodeLanguage, code: string): Parser | undefined {
  if (language === 'PHP' && /^\s*<\?/.test(code)) return phpParser;
  let parser = made.get(language);
  if (parser === undefined) {
    const make = PARSERS[language];
    if (!make) return undefined;
    made.set(language, (parser = make()));
  }
  return parser;
}

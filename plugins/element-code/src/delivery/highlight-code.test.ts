import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from '../common/code-languages.js';
import { highlightCode } from './highlight-code.js';

const joined = (code: string, language: Parameters<typeof highlightCode>[1]) =>
  highlightCode(code, language)
    .map((run) => run.text)
    .join('');

const TRICKY = 'if a < b && c > 0:\n\tprint("</script><b>é 🚀 ∑")  # done &amp;\r\n\n\n';

describe('highlighting code', () => {
  it('marks Python keywords, strings and comments with Lezer’s classes', () => {
    const runs = highlightCode('def f():\n    return "hi"  # note\n', 'Python');
    expect(runs).toContainEqual({ text: 'def', className: 'tok-keyword' });
    expect(runs).toContainEqual({ text: '"hi"', className: 'tok-string' });
    expect(runs).toContainEqual({ text: '# note', className: 'tok-comment' });
  });

  it('keeps the exact text in every language: tags, ampersands, tabs, trailing line breaks, unicode', () => {
    for (const language of [...CODE_LANGUAGES, undefined]) expect(joined(TRICKY, language), language).toBe(TRICKY);
  });

  it('highlights every language with a grammar, through a Lezer parser or a legacy mode', () => {
    const samples: Record<string, string> = {
      C: 'int main() { return 0; }',
      'C#': 'public class A { }',
      'C++': 'int main() { return 0; }',
      Golang: 'func main() { return }',
      HTML: '<p class="a">x</p>',
      Java: 'public class A { }',
      JavaScript: 'const a = 1;',
      Kotlin: 'fun main() { val a = 1 }',
      Perl: 'my $a = 1;',
      PHP: '<?php echo "a"; ?>',
      Python: 'import os',
      R: 'f <- function(x) x',
      Ruby: 'def f; end',
      SQL: 'SELECT a FROM t',
      TypeScript: 'let a: number = 1;',
      XML: '<a b="c"/>',
    };
    for (const [language, code] of Object.entries(samples)) {
      const classes = highlightCode(code, language as (typeof CODE_LANGUAGES)[number]).filter((run) => run.className);
      expect(classes.length, language).toBeGreaterThan(0);
    }
  });

  it('reads PHP without its opening tag as PHP', () => {
    expect(highlightCode('echo "a";', 'PHP')).toContainEqual({ text: 'echo', className: 'tok-keyword' });
  });

  it('leaves Text, Elixir and an unknown language plain', () => {
    expect(highlightCode('def x', 'Text')).toEqual([{ text: 'def x', className: '' }]);
    expect(highlightCode('def x', 'Elixir')).toEqual([{ text: 'def x', className: '' }]);
    expect(highlightCode('def x', undefined)).toEqual([{ text: 'def x', className: '' }]);
    expect(highlightCode('', 'Python')).toEqual([]);
  });
});

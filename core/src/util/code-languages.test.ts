import { describe, expect, expectTypeOf, it } from 'vitest';
import { codeLanguages, type CodeLanguage } from './code-languages.js';

describe('codeLanguages', () => {
  it('lists the languages in picker order', () => {
    expect(codeLanguages).toEqual([
      'C',
      'C#',
      'C++',
      'Elixir',
      'Golang',
      'HTML',
      'Java',
      'JavaScript',
      'Kotlin',
      'Perl',
      'PHP',
      'Python',
      'R',
      'Ruby',
      'SQL',
      'Text',
      'TypeScript',
      'XML',
    ]);
  });

  it('has no duplicates and a matching literal type', () => {
    expect(new Set(codeLanguages).size).toBe(codeLanguages.length);
    expectTypeOf<'TypeScript'>().toExtend<CodeLanguage>();
    expectTypeOf<'Rust'>().not.toExtend<CodeLanguage>();
  });
});

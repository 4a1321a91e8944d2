import type { ElementContribution } from '../../extension/points/element.js';
import type { ElementStructure } from '../../model/element-structure.js';

const inline = { type: 'inline' } as const;
const blocks = { type: 'blocks' } as const;
const voidContent = { type: 'void' } as const;

function voidBlock(kind: string, spacedBlock = false): ElementStructure {
  return spacedBlock ? { kind, display: 'block', content: voidContent, spacedBlock } : { kind, display: 'block', content: voidContent };
}

function inlineElement(kind: string, extra: Partial<ElementStructure> = {}): ElementStructure {
  return { kind, display: 'inline', content: inline, excludesDescendants: [kind], ...extra };
}

function voidInline(kind: string): ElementStructure {
  return { kind, display: 'inline', content: voidContent };
}

/*
 * The structures the media, language, inline and block plugins give their kinds, written
 * here as test data (core imports no plugin): void blocks spaced or not, blocks holding
 * blocks with excluded descendants, containers of listed children, lines that live only
 * in their container, inlines that exclude themselves or vanish when empty, and void inlines.
 */
const structures: readonly ElementStructure[] = [
  { kind: 'tc', display: 'block', content: { type: 'inline-or-blocks' }, parents: ['tr'], orphan: { wrapIn: 'tr' } },
  voidBlock('img', true),
  voidBlock('youtube', true),
  voidBlock('video'),
  voidBlock('audio', true),
  voidBlock('iframe', true),
  voidBlock('webpage'),
  voidBlock('code', true),
  voidBlock('ecl'),
  voidBlock('formula'),
  voidBlock('definition', true),
  voidBlock('dialog', true),
  voidBlock('conjugation'),
  voidBlock('page_link'),
  voidBlock('trigger'),
  {
    kind: 'callout',
    display: 'block',
    content: blocks,
    excludesDescendants: ['callout', 'figure', 'definition'],
    spacedBlock: true,
    removeWhenEmpty: true,
  },
  { kind: 'figure', display: 'block', content: blocks, spacedBlock: true },
  { kind: 'math', display: 'block', content: { type: 'children', allowed: ['math_line'], wrapIn: 'math_line' } },
  { kind: 'math_line', display: 'block', content: { type: 'text' }, parents: ['math'], orphan: 'unwrap' },
  { kind: 'code_line', display: 'block', content: { type: 'text' }, parents: ['code'], orphan: 'unwrap' },
  { kind: 'dialog_line', display: 'block', content: blocks, parents: ['dialog'], orphan: 'unwrap' },
  inlineElement('a', { removeWhenEmpty: true, excludesDescendants: ['a', 'command_button'] }),
  inlineElement('cite'),
  inlineElement('popup'),
  inlineElement('command_button'),
  inlineElement('callout_inline', { removeWhenEmpty: true }),
  inlineElement('foreign', { removeWhenEmpty: true }),
  voidInline('img_inline'),
  voidInline('formula_inline'),
  voidInline('input_ref'),
];

/** The element kinds of `elementKindsGrammar`, for the engine's tests. */
export const ELEMENT_GRAMMAR_KINDS: readonly string[] = structures.map((structure) => structure.kind);

/** The grammar of the kinds beyond text blocks, lists and tables, for the engine's tests. */
export function elementKindsGrammar(): ElementContribution[] {
  return structures.map((structure) => ({ kind: structure.kind, structure }));
}

import type { Descendant } from '../model/node.js';
import type { CompiledGrammar } from './compiled-grammar.js';

/**
 * True when nodes hold some text or a void element (an image, a formula…): what makes an
 * element worth keeping when empty ones are removed.
 */
export function hasContent(nodes: readonly Descendant[], grammar: CompiledGrammar): boolean {
  for (const node of nodes) {
    if ('text' in node && typeof node.text === 'string') {
      if (node.text !== '') return true;
      continue;
    }
    const element = node as { type: string; children?: Descendant[] };
    const spec = grammar.get(element.type);
    if (!spec || spec.mode === 'void') return true;
    if (Array.isArray(element.children) && hasContent(element.children, grammar)) return true;
  }
  return false;
}

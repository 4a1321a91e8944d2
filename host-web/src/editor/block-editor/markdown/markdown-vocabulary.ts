import type { EditorPlugins } from '../gather-editor-plugins.js';

/** What the Markdown conversion needs to know about the loaded plugins. */
export interface MarkdownVocabulary {
  /** True when a loaded plugin contributes the kind. */
  has(kind: string): boolean;
  isInline(kind: string): boolean;
  isVoid(kind: string): boolean;
  /** How the author knows a kind: its block type or insert label, else the kind itself (marked unknown when no plugin has it). */
  elementLabel(kind: string): string;
  /** How the author knows a mark: its toolbar label, else its name. */
  markLabel(name: string): string;
}

export function markdownVocabulary(plugins: EditorPlugins): MarkdownVocabulary {
  return {
    has: (kind) => plugins.structures.has(kind),
    isInline: (kind) => plugins.structures.get(kind)?.display === 'inline',
    isVoid: (kind) => plugins.structures.get(kind)?.content.type === 'void',
    elementLabel: (kind) => {
      const view = plugins.elementViews.get(kind);
      return view?.blockTypeLabel ?? view?.insert?.label ?? (plugins.structures.has(kind) ? kind : `Unknown element '${kind}'`);
    },
    markLabel: (name) => plugins.marks.find((m) => m.name === name)?.label ?? name,
  };
}

import type { PluginHost } from '@quire/core';
import type { AuthoringPart } from '../authoring-part.js';

/** What the Markdown conversion needs to know about the loaded plugins' kinds and marks. @public */
export interface MarkdownVocabulary {
  /** True when a loaded plugin contributes the kind. */
  has(kind: string): boolean;
  isInline(kind: string): boolean;
  isVoid(kind: string): boolean;
  /** How the author knows a kind: its block type or insert label, else the kind itself (marked unknown when no plugin has it). */
  elementLabel(kind: string): string;
  /** How the author knows a mark: its label, else its name. */
  markLabel(name: string): string;
}

/** The vocabulary of the plugins a host loaded, with the labels their authoring parts give. @public */
export function markdownVocabulary(host: PluginHost, parts: readonly { readonly part: AuthoringPart }[]): MarkdownVocabulary {
  const structures = new Map(host.elements.values().map((element) => [element.kind, element.structure]));
  const marks = new Map(host.marks.values().map((mark) => [mark.name, mark.label]));
  return {
    has: (kind) => structures.has(kind),
    isInline: (kind) => structures.get(kind)?.display === 'inline',
    isVoid: (kind) => structures.get(kind)?.content.type === 'void',
    elementLabel: (kind) => {
      const view = parts.map(({ part }) => part.elements?.[kind]).find((element) => element !== undefined);
      return view?.blockTypeLabel ?? view?.insert?.label ?? (structures.has(kind) ? kind : `Unknown element '${kind}'`);
    },
    markLabel: (name) => marks.get(name) ?? name,
  };
}

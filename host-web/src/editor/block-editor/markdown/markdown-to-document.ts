import type { Element } from '@quire/core';
import type { MarkdownVocabulary } from './markdown-vocabulary.js';

/**
 * Reads Markdown back into editor blocks with the loaded plugins' conversions, every
 * element with a new id. What no plugin converts keeps its text: a code block or raw HTML
 * becomes a paragraph, a link its text, an image its alternative text, and a container no
 * loaded plugin reads gives up its content.
 */
export function markdownToDocument(markdown: string, vocabulary: MarkdownVocabulary, createId: () => string): Element[] {
  return vocabulary.fromMarkdown(markdown, createId);
}

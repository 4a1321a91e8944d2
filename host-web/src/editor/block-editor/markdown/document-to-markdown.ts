import type { Descendant } from '@quire/core';
import type { MarkdownExport } from '@quire/plugin-sdk/authoring';
import type { MarkdownVocabulary } from './markdown-vocabulary.js';

export type { MarkdownExport } from '@quire/plugin-sdk/authoring';

/**
 * Writes a document as Markdown with the loaded plugins' conversions. Everything they do
 * not convert is named in `losses`: other marks, other elements (their text is kept where
 * they have any), element fields Markdown cannot hold.
 */
export function documentToMarkdown(document: readonly Descendant[], vocabulary: MarkdownVocabulary): MarkdownExport {
  return vocabulary.toMarkdown(document);
}

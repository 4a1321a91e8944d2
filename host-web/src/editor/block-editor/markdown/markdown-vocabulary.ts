import { MarkdownConverter } from '@quire/plugin-sdk/authoring';
import { markdownVocabulary as vocabularyOf } from '@quire/plugin-sdk/host-authoring';
import type { EditorPlugins } from '../gather-editor-plugins.js';

/** What the Markdown conversion knows of the loaded plugins: their kinds, marks and conversions. */
export type MarkdownVocabulary = MarkdownConverter;

export function markdownVocabulary(plugins: EditorPlugins): MarkdownVocabulary {
  return new MarkdownConverter(vocabularyOf(plugins.host, plugins.parts), plugins.parts);
}

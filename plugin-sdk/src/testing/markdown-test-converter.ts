import { isText, type Descendant, type PluginManifest } from '@quire/core';
import { MarkdownConverter, type AuthoringPart } from '../authoring.js';
import { markdownVocabulary } from '../host-authoring.js';
import { createTestHost } from './test-host.js';

/** The Markdown converter of just the given plugins, as the editor builds it. @public */
export function createTestMarkdownConverter(plugins: readonly { readonly manifest: PluginManifest; readonly part: AuthoringPart }[]): MarkdownConverter {
  const { host } = createTestHost(plugins.map((plugin) => plugin.manifest));
  const parts = plugins.map(({ manifest, part }) => ({ pluginId: manifest.id, part }));
  return new MarkdownConverter(markdownVocabulary(host, parts), parts);
}

/** A document with every id dropped, to compare shapes across a round trip. @public */
export function withoutIds(nodes: readonly Descendant[]): unknown[] {
  return nodes.map((node) => {
    if (isText(node)) return node;
    const { id: _id, children, ...rest } = node;
    return { ...rest, children: withoutIds(children) };
  });
}

/** A document written as Markdown and read back (ids dropped), with what the Markdown lost. @public */
export function markdownRoundTrip(converter: MarkdownConverter, document: readonly Descendant[]): { markdown: string; losses: readonly string[]; back: unknown[] } {
  const { markdown, losses } = converter.toMarkdown(document);
  let n = 0;
  return { markdown, losses, back: withoutIds(converter.fromMarkdown(markdown, () => `md${++n}`)) };
}

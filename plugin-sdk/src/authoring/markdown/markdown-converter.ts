import type { RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Descendant, Element } from '@quire/core';
import type { AuthoringPart } from '../authoring-part.js';
import type { MarkdownElementWriter, MarkdownMarkForm, MarkdownNodeReader, MarkdownSyntaxExtension } from './markdown-conversion.js';
import { MarkdownReader } from './markdown-reader.js';
import type { MarkdownVocabulary } from './markdown-vocabulary.js';
import { MarkdownWriter } from './markdown-writer.js';

/** A document as Markdown, and what Markdown could not hold (empty when nothing is lost). @public */
export interface MarkdownExport {
  readonly markdown: string;
  /** Author-readable names of what the Markdown drops, each once, in document order. */
  readonly losses: readonly string[];
}

/** An authoring part with the id of its plugin. @public */
export interface PluginAuthoringPart {
  readonly pluginId: string;
  readonly part: AuthoringPart;
}

/**
 * Converts documents to Markdown and back with the Markdown conversions of the given
 * plugins' authoring parts (CommonMark, `-` bullets, `*` emphasis, plus the syntax the
 * conversions bring). An element kind, Markdown node or mark that two plugins both
 * convert is an error naming both.
 * @public
 */
export class MarkdownConverter {
  private readonly writers = new Map<string, MarkdownElementWriter>();
  private readonly readers = new Map<string, MarkdownNodeReader<RootContent['type']>>();
  private readonly markForms: MarkdownMarkForm[] = [];
  private readonly syntax: MarkdownSyntaxExtension[] = [];

  constructor(
    private readonly vocabulary: MarkdownVocabulary,
    parts: readonly PluginAuthoringPart[],
  ) {
    const owners = new Map<string, string>();
    const claim = (what: string, pluginId: string) => {
      const owner = owners.get(what);
      if (owner !== undefined) throw new Error(`Markdown ${what} is converted by both '${owner}' and '${pluginId}'`);
      owners.set(what, pluginId);
    };
    for (const { pluginId, part } of parts) {
      const conversion = part.markdownConversion;
      if (!conversion) continue;
      for (const [kind, write] of Object.entries(conversion.write ?? {})) {
        claim(`element kind '${kind}'`, pluginId);
        this.writers.set(kind, write);
      }
      for (const [type, read] of Object.entries(conversion.read ?? {})) {
        claim(`node '${type}'`, pluginId);
        this.readers.set(type, read as MarkdownNodeReader<RootContent['type']>);
      }
      for (const form of conversion.marks ?? []) {
        claim(`mark '${form.mark}'`, pluginId);
        claim(`node '${form.node}'`, pluginId);
        this.markForms.push(form);
      }
      if (conversion.syntax) this.syntax.push(conversion.syntax);
    }
  }

  /** The document as Markdown text, naming what Markdown drops. */
  toMarkdown(document: readonly Descendant[]): MarkdownExport {
    const writer = new MarkdownWriter(this.vocabulary, this.writers, this.markForms);
    const children = writer.blocks(document);
    const markdown = toMarkdown(
      { type: 'root', children },
      { extensions: this.syntax.flatMap((s) => s.toMarkdown ?? []), bullet: '-', emphasis: '*', strong: '*', fences: true },
    );
    return { markdown, losses: [...writer.losses] };
  }

  /** Markdown text as elements, every one with a new id; never no blocks at all. */
  fromMarkdown(markdown: string, createId: () => string): Element[] {
    const tree = fromMarkdown(markdown, {
      extensions: this.syntax.flatMap((s) => s.parse ?? []),
      mdastExtensions: this.syntax.flatMap((s) => s.fromMarkdown ?? []),
    });
    const marks = new Map(this.markForms.map((form) => [form.node, form.mark]));
    return new MarkdownReader(this.readers, marks, createId).blocksOrParagraph(tree.children);
  }
}

import type { PhrasingContent, RootContent } from 'mdast';
import type { Options as FromMarkdownOptions } from 'mdast-util-from-markdown';
import type { Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import type { Descendant, Element, Text } from '@quire/core';

/**
 * What a Markdown writer offers the conversions while it writes a document: the blocks
 * and inline content of children, through every plugin's conversion, and a place to name
 * what Markdown loses.
 * @public
 */
export interface MarkdownWriteContext {
  /** Children as Markdown blocks. */
  blocks(nodes: readonly Descendant[]): RootContent[];
  /** Inline content (texts with their marks, inline elements' text) as Markdown. */
  phrasing(nodes: readonly Descendant[]): PhrasingContent[];
  /** Names each field of `element` other than type, id, children and `expressed` as lost. */
  noteFields(element: Element, expressed?: readonly string[]): void;
  /** Names something Markdown cannot hold, in words the author knows. */
  noteLoss(description: string): void;
  /** True for a text or an inline element. */
  isInline(node: Descendant): boolean;
}

/**
 * What a Markdown reader offers the conversions: the elements of child nodes, inline
 * content as texts with marks, and new ids.
 * @public
 */
export interface MarkdownReadContext {
  blocks(nodes: readonly RootContent[]): Element[];
  /** The elements of `nodes`, or one empty paragraph when they give none. */
  blocksOrParagraph(nodes: readonly RootContent[]): Element[];
  /** Inline content as texts in normal form: neighbours with the same marks joined, never none. */
  phrasing(nodes: readonly PhrasingContent[]): Text[];
  createId(): string;
}

/** Writes one element as Markdown blocks. @public */
export type MarkdownElementWriter = (element: Element, context: MarkdownWriteContext) => RootContent[];

/** Reads one Markdown node of type `T` as elements. @public */
export type MarkdownNodeReader<T extends RootContent['type']> = (node: Extract<RootContent, { type: T }>, context: MarkdownReadContext) => Element[];

/** Markdown node type → its reader. @public */
export type MarkdownNodeReaders = { readonly [T in RootContent['type']]?: MarkdownNodeReader<T> };

/**
 * A mark Markdown expresses: `strong` and `emphasis` wrap their text (`**…**`, `*…*`),
 * `inlineCode` writes it as code (`` `…` ``). Wrapping marks nest in the order the
 * plugins list them, outermost first.
 * @public
 */
export interface MarkdownMarkForm {
  readonly mark: string;
  readonly node: 'strong' | 'emphasis' | 'inlineCode';
}

/** Markdown syntax beyond CommonMark that a conversion needs (GFM tables…). @public */
export interface MarkdownSyntaxExtension {
  /** micromark extensions for reading, e.g. `gfmTable()`. */
  readonly parse?: NonNullable<FromMarkdownOptions['extensions']>;
  /** mdast-util-from-markdown extensions, e.g. `gfmTableFromMarkdown()`. */
  readonly fromMarkdown?: NonNullable<FromMarkdownOptions['mdastExtensions']>;
  /** mdast-util-to-markdown extensions, e.g. `gfmTableToMarkdown()`. */
  readonly toMarkdown?: NonNullable<ToMarkdownOptions['extensions']>;
}

/**
 * How a plugin's kinds and marks become Markdown and come back. A kind with no writer has
 * no Markdown form: the writer names it as lost and keeps its text.
 * @public
 */
export interface MarkdownConversion {
  /** Element kind → its writer. */
  readonly write?: Readonly<Record<string, MarkdownElementWriter>>;
  /** Markdown node type (mdast) → its reader. */
  readonly read?: MarkdownNodeReaders;
  readonly marks?: readonly MarkdownMarkForm[];
  readonly syntax?: MarkdownSyntaxExtension;
}

/** Declares a plugin's Markdown conversion. @public */
export function defineMarkdownConversion(conversion: MarkdownConversion): MarkdownConversion {
  return Object.freeze({ ...conversion });
}

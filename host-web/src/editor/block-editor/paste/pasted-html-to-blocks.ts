import type { Descendant, Element } from '@quire/core';
import { wrapInlineRuns } from '@quire/plugin-sdk/authoring';
import type { EditorPlugins } from '../gather-editor-plugins.js';
import { convertPastedDom, type PasteConverters } from './convert-pasted-dom.js';
import { sanitizePastedHtml } from './sanitize-pasted-html.js';

/** Every plugin's paste rules (plugin order) and mark tags (the first plugin to name a tag wins). */
export function pasteConverters(plugins: EditorPlugins, createId: () => string): PasteConverters {
  const marks = new Map<string, string>();
  for (const { part } of plugins.parts) {
    for (const [tag, mark] of Object.entries(part.pasteMarks ?? {})) {
      const key = tag.toLowerCase();
      if (!marks.has(key)) marks.set(key, mark);
    }
  }
  return { rules: plugins.parts.flatMap(({ part }) => part.pasteRules ?? []), marks, createId, structures: plugins.structures };
}

/**
 * Pasted HTML as editor blocks: sanitised, passed through the plugins' `pasteHtml`
 * waterfall, parsed, converted by the plugins' rules, and its top-level inline runs
 * wrapped in paragraphs.
 */
export function pastedHtmlToBlocks(html: string, plugins: EditorPlugins, createId: () => string): Descendant[] {
  const sanitized = sanitizePastedHtml(html);
  const transformed = plugins.host.hooks.pasteHtml.call(sanitized) ?? sanitized;
  const body = new DOMParser().parseFromString(transformed, 'text/html').body;
  return wrapInlineRuns(convertPastedDom(body, pasteConverters(plugins, createId)), createId, plugins.structures);
}

/** The lines of pasted plain text; the line break that ends a copied line does not start another. */
export function pastedTextLines(text: string): string[] {
  return text.replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/);
}

/** Lines of pasted plain text as blocks: one `textBlock` (the default text block) a line. */
export function linesToTextBlocks(lines: readonly string[], textBlock: string, createId: () => string): Element[] {
  return lines.map((line) => ({ type: textBlock, id: createId(), children: [{ text: line }] }));
}

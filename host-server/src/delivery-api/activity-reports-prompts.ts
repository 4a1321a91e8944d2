import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { INPUT_REF_KIND, isElement, type Descendant } from '@quire/core';
import { DeliveryContext, renderContent, type DeliveryViews } from '@quire/plugin-sdk/delivery';

/** What stands for an answer field of the stem: the report shows the question, not its inputs. */
export const INPUT_BLANK = '_____';

function blankInputs(nodes: readonly Descendant[]): Descendant[] {
  return nodes.map((node) => {
    if (!isElement(node)) return node;
    if (node.type === INPUT_REF_KIND) return { text: INPUT_BLANK };
    return { ...node, children: blankInputs(node.children as Descendant[]) } as Descendant;
  });
}

/**
 * An activity's stem as HTML, drawn on the server by the element plugins' delivery views
 * as learner pages are (see `delivery/render-page-html.ts`), so text is escaped by React
 * and links are resolved for the section. Empty when the model has no stem.
 */
export function renderPromptsHtml(model: unknown, views: DeliveryViews, sectionSlug: string): string {
  const content = (model as { stem?: { content?: unknown } } | null)?.stem?.content;
  if (!Array.isArray(content) || content.length === 0) return '';
  return renderToStaticMarkup(
    createElement(DeliveryContext.Provider, { value: { mode: 'delivery', sectionSlug } }, renderContent(blankInputs(content as Descendant[]), views)),
  );
}

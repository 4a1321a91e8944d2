import { escapeHtml } from './escape-html.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeliveryContext, renderContent, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { Descendant } from '@quire/core';


/** The page's own look; the elements' look comes from the plugins' stylesheets, fitted to it by the --quire-* variables. */
const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --bg: #fff; --muted: #59636e; --line: #d1d9e0; --accent: #0b5cad; --stripe: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --accent: #58a6ff; --stripe: #151b23; } }
:root {
  --quire-rule: var(--line); --quire-stripe: var(--stripe); --quire-cell-padding: 6px 12px; --quire-cell-min-width: 0; --quire-header-align: left; --quire-block-margin: 1em 0;
  --quire-caption-align: left; --quire-caption-color: var(--muted); --quire-caption-gap: 4px;
  --quire-quote-rule: 4px solid var(--line); --quire-quote-padding: 0 16px; --quire-quote-margin: 1em 0; --quire-quote-color: var(--muted); --quire-term-weight: 600;
}
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.6 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { border-bottom: 1px solid var(--line); padding: 12px 24px; color: var(--muted); }
main { max-width: 760px; margin: 0 auto; padding: 24px; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.content-invalid { border: 1px solid #d1242f; color: #d1242f; padding: 8px; }
`;

/** A complete learner page: the course title, the page title and the rendered content, styled by the plugins' stylesheets. */
export function renderPageHtml(
  courseTitle: string,
  pageTitle: string,
  content: readonly Descendant[],
  views: DeliveryViews,
  pluginStylesheets: readonly string[] = [],
): string {
  const body = renderToStaticMarkup(
    createElement(DeliveryContext.Provider, { value: { mode: 'delivery' } }, renderContent(content, views)),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)} · ${escapeHtml(courseTitle)}</title>
<style>${STYLE}${pluginStylesheets.join('\n')}</style>
</head>
<body>
<header>${escapeHtml(courseTitle)}</header>
<main id="content"><h1>${escapeHtml(pageTitle)}</h1>${body}</main>
</body>
</html>
`;
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeliveryContext, renderContent, type DeliveryViews } from '@quire/plugin-sdk/delivery';
import type { Descendant } from '@quire/core';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --bg: #fff; --muted: #59636e; --line: #d1d9e0; --accent: #0b5cad; --stripe: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --accent: #58a6ff; --stripe: #151b23; } }
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.6 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { border-bottom: 1px solid var(--line); padding: 12px 24px; color: var(--muted); }
main { max-width: 760px; margin: 0 auto; padding: 24px; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid var(--line); padding: 6px 12px; text-align: left; }
table.rowstyle-alternating tbody tr:nth-child(even) { background: var(--stripe); }
table.border-hidden th, table.border-hidden td { border-color: transparent; }
caption { caption-side: top; text-align: left; color: var(--muted); padding-bottom: 4px; }
blockquote { border-left: 4px solid var(--line); margin: 1em 0; padding: 0 16px; color: var(--muted); }
dt { font-weight: 600; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.content-invalid { border: 1px solid #d1242f; color: #d1242f; padding: 8px; }
`;

/** A complete learner page: the course title, the page title and the rendered content. */
export function renderPageHtml(courseTitle: string, pageTitle: string, content: readonly Descendant[], views: DeliveryViews): string {
  const body = renderToStaticMarkup(
    createElement(DeliveryContext.Provider, { value: { mode: 'delivery' } }, renderContent(content, views)),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)} · ${escapeHtml(courseTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(courseTitle)}</header>
<main id="content"><h1>${escapeHtml(pageTitle)}</h1>${body}</main>
</body>
</html>
`;
}

import { escapeHtml } from './escape-html.js';
/** The web app's index.html cut where the server's HTML of the app goes. */
export interface AppPageTemplate {
  /** Up to and including the opening of the app's root element. */
  readonly head: string;
  /** From the closing of the app's root element. */
  readonly tail: string;
}

const ROOT = '<div id="root"></div>';

/** The page around the app for a server without the web app's build: the HTML alone, with no script to take it over. */
export const BARE_INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quire</title>
</head>
<body>
${ROOT}
</body>
</html>
`;


/** Cuts the web app's index.html around its empty root element; throws when it has none. */
export function appPageTemplate(indexHtml: string): AppPageTemplate {
  const at = indexHtml.indexOf(ROOT);
  if (at < 0) throw new Error(`The web app's index.html has no ${ROOT}`);
  return { head: indexHtml.slice(0, at) + '<div id="root">', tail: indexHtml.slice(at + ROOT.length - '</div>'.length) };
}

/** The template's head with the page's own title in place of the app's. */
export function withTitle(head: string, title: string): string {
  // A function, so that a `$&` or `$'` in the title stays as it is written.
  return head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

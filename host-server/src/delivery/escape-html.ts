/** Text as HTML text or an attribute value: `&`, `<`, `>` and quotes as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** FNV-1a over the UTF-16 code units of `text`, as a signed 32-bit integer. */
export function hashString(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

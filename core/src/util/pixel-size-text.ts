/**
 * A stored width or height as its settings field shows it: stored sizes may be numbers or
 * text typed before they were checked; anything else shows as a blank field.
 * @public
 */
export function pixelSizeText(size: unknown): string {
  return typeof size === 'number' || typeof size === 'string' ? String(size) : '';
}

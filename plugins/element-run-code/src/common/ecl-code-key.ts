/** The key of a block's code in the page attempt's state: one per block, apart from other plugins' keys. @public */
export function eclCodeKey(elementId: string): string {
  return `ecl:${elementId}`;
}

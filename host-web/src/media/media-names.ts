import { ellipsis, middleEllipsis } from '@quire/core';

/** Grid names keep 30 characters, the last 12 of them the end of the name, so the extension shows (spec §9). */
export function gridFileName(name: string): string {
  return middleEllipsis(name, 30, 12);
}

/** The selected file's name in the selection panel is cut at 65 characters (spec §9). */
export function selectedFileName(name: string): string {
  return ellipsis(name, 65);
}

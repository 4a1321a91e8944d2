import { CELL_ALIGNMENTS, type CellAlignment } from './table-kinds.js';

// HTML's own limits on spans (HTML Living Standard, "tables").
const MAX_COLSPAN = 1000;
const MAX_ROWSPAN = 65534;

function pastedSpan(attribute: string | null, max: number): number | undefined {
  if (attribute === null || !/^\s*\d+\s*$/.test(attribute)) return undefined;
  const n = Math.min(Number(attribute), max);
  return n > 1 ? n : undefined;
}

/**
 * The fields of a pasted `<th>` or `<td>`: spans above 1 (clamped to HTML's limits) and
 * the alignment from the legacy `align` attribute or the inline `text-align`.
 * @public
 */
export function pastedCellFields(getAttribute: (name: string) => string | null): {
  colspan?: number;
  rowspan?: number;
  align?: CellAlignment;
} {
  const fields: { colspan?: number; rowspan?: number; align?: CellAlignment } = {};
  const colspan = pastedSpan(getAttribute('colspan'), MAX_COLSPAN);
  const rowspan = pastedSpan(getAttribute('rowspan'), MAX_ROWSPAN);
  if (colspan !== undefined) fields.colspan = colspan;
  if (rowspan !== undefined) fields.rowspan = rowspan;
  const fromCss = /(?:^|;)\s*text-align\s*:\s*([a-z]+)/i.exec(getAttribute('style') ?? '')?.[1];
  const align = (fromCss ?? getAttribute('align') ?? '').trim().toLowerCase();
  if (CELL_ALIGNMENTS.includes(align as CellAlignment)) fields.align = align as CellAlignment;
  return fields;
}

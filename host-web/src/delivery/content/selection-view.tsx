import type { SelectionItem } from '@quire/core';
import './content.css';

export const SELECTION_NOTE = 'Activities drawn from the bank appear here.';

/** A selection (delivery §3: count, logic conditions): a note until activities are drawn from the bank. */
export function SelectionView({ item }: { item: SelectionItem }) {
  return (
    <aside className="delivered-selection" data-selection-count={item.count}>
      <p className="selection-note">{SELECTION_NOTE}</p>
    </aside>
  );
}

import { QUANTITY_UNITS, type MultiInputType, type QuantityUnit } from '../common/multi-input-schema.js';

/** The input types in the editor's menu. @public */
export const INPUT_TYPE_LABELS: Record<MultiInputType, string> = {
  dropdown: 'Dropdown',
  numeric: 'Number',
  text: 'Text',
  math: 'Math',
  vlabvalue: 'VLab value',
};

/** A unit's menu entry: 'mass (g)', or just 'moles' where quantity and unit agree. @public */
export function unitLabel({ quantity, unit }: QuantityUnit): string {
  return quantity === unit ? quantity : `${quantity} (${unit})`;
}

/** The units offered for a numeric input, in menu order. @public */
export const UNIT_OPTIONS = QUANTITY_UNITS.map((entry) => ({ value: entry.unit, label: unitLabel(entry) }));

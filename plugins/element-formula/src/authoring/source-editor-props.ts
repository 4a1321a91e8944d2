import type { FormulaSubtype } from '../common/formula-schemas.js';

/** Props of a formula editor's source editor. @public */
export interface SourceEditorProps {
  readonly value: string;
  readonly notation: FormulaSubtype;
  readonly onChange: (value: string) => void;
  /** The accessible name of the source field. */
  readonly label: string;
}

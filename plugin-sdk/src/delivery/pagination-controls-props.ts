/** The name the learner page looks the pager up by (a widget, extension point `quire.widget`). @public */
export const PAGINATION_CONTROLS_WIDGET = 'PaginationControls';

/**
 * What the learner page gives the `PaginationControls` widget of a paginated run of
 * content (delivery §4 "Content pagination"): pages are counted from 0.
 * @public
 */
export interface PaginationControlsProps {
  /** The accessible name of the pager's navigation. */
  readonly label: string;
  readonly current: number;
  readonly count: number;
  readonly onChoose: (page: number) => void;
}

/**
 * The popups open on the page, so that only one is open at a time (spec delivery §4). A
 * popup inside another one's bubble leaves that one open: the learner opened it from there.
 */

/** An open popup as the page knows it. @public */
export interface OpenPopup {
  /** Closes it. */
  readonly close: () => void;
  /** Whether a node is part of it: its button, its bubble, or what the bubble holds. */
  readonly contains: (node: Node) => boolean;
}

const openPopups = new Set<OpenPopup>();

/** Records a popup that just opened, closing every other open one that does not hold it. @public */
export function popupOpened(popup: OpenPopup, root: Node): void {
  for (const other of Array.from(openPopups)) {
    if (other !== popup && !other.contains(root)) {
      openPopups.delete(other);
      other.close();
    }
  }
  openPopups.add(popup);
}

/** Forgets a popup that closed or left the page. @public */
export function popupClosed(popup: OpenPopup): void {
  openPopups.delete(popup);
}

/** How long an undo toast stays (delivery §9). */
export const UNDO_TOAST_MS = 5000;

import type { ReactNode } from 'react';

export interface ToolbarButtonProps {
  /** The accessible name, also the tooltip. */
  readonly label: string;
  /** What the button shows; the label when left out. */
  readonly children?: ReactNode;
  /** For toggles (marks, commands with a state): drawn pressed and announced as such. */
  readonly pressed?: boolean;
  readonly disabled?: boolean;
  /** Shown in the tooltip, e.g. `Ctrl+B`. */
  readonly shortcut?: string;
  readonly className?: string;
  readonly onClick: () => void;
}

/**
 * A toolbar button. A mouse press does not take the focus, so the editor keeps its
 * selection; keyboard users reach it through the toolbar's arrow keys.
 */
export function ToolbarButton({ label, children, pressed, disabled, shortcut, className, onClick }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={className ? `toolbar-button ${className}` : 'toolbar-button'}
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children ?? label}
    </button>
  );
}

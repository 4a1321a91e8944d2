import { useEffect, useRef, type ReactNode } from 'react';

export interface PopoutPanelProps {
  readonly id: string;
  /** The heading: the name of the link that opened the panel. */
  readonly title: string;
  /** The page's path: moving to another page closes the panel. */
  readonly path: string;
  /** The link that opened the panel: a press on it toggles the panel, it is not "outside". */
  readonly openerId: string;
  /** `refocus`: give the focus back to the opening link (the close button; Escape is handled by the link list). */
  readonly onClose: (refocus: boolean) => void;
  /** The panel's body, as the host draws it (the Course Content outline…). */
  readonly children: ReactNode;
}

/**
 * A 600 px panel beside the side bar (delivery §2, §9). The focus moves to its close
 * button when it opens; a press anywhere outside it, or moving to another page, closes it.
 */
export function PopoutPanel({ id, title, path, openerId, onClose, children }: PopoutPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(path);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  // A link followed from the panel (an outline page) leaves it behind.
  useEffect(() => {
    if (path !== openedAt.current) onClose(false);
  }, [path, onClose]);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || document.getElementById(openerId)?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [openerId, onClose]);

  return (
    <div ref={panel} id={id} className="learner-popout" role="dialog" aria-labelledby={`${id}-title`}>
      <div className="learner-popout-header">
        <h2 id={`${id}-title`} className="learner-popout-title">
          {title}
        </h2>
        <button ref={closeButton} type="button" className="icon-button learner-popout-close" aria-label={`Close ${title}`} onClick={() => onClose(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="learner-popout-body">{children}</div>
    </div>
  );
}

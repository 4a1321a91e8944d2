import { useRef, useState, type DragEvent } from 'react';

export interface FileDrop {
  /** True while files are dragged over the area, to show it takes them. */
  readonly dropping: boolean;
  readonly handlers: {
    readonly onDragEnter: (event: DragEvent) => void;
    readonly onDragOver: (event: DragEvent) => void;
    readonly onDragLeave: (event: DragEvent) => void;
    readonly onDrop: (event: DragEvent) => void;
  };
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Makes an area take dropped files. Entering and leaving its children fire their own
 * drag events, so a depth count tells when the drag has really left.
 */
export function useFileDrop(onFiles: (files: File[]) => void): FileDrop {
  const depth = useRef(0);
  const [dropping, setDropping] = useState(false);
  return {
    dropping,
    handlers: {
      onDragEnter: (event) => {
        if (!carriesFiles(event)) return;
        depth.current += 1;
        setDropping(true);
      },
      onDragOver: (event) => {
        // Without this the browser opens the file instead of dropping it here.
        if (carriesFiles(event)) event.preventDefault();
      },
      onDragLeave: () => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDropping(false);
      },
      onDrop: (event) => {
        event.preventDefault();
        depth.current = 0;
        setDropping(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RenderChunkProps } from 'slate-react';
import { CHUNK_SIZE } from './build-editor.js';
import { scheduleWhenIdle } from './idle-task.js';

/** Chunks drawn with the editor's first frame: the top of the page, 60 blocks, more than a screen's worth. */
export const CHUNKS_DRAWN_AT_ONCE = Math.ceil(60 / CHUNK_SIZE);
/** Chunks drawn in each idle moment after that: about 100 blocks, a task short enough not to hold up typing long. */
export const CHUNKS_DRAWN_PER_TASK = Math.max(1, Math.round(100 / CHUNK_SIZE));
/** The longest a waiting chunk waits for an idle moment before it is drawn anyway, ms. */
const MAX_IDLE_WAIT_MS = 200;

/**
 * Draws a large page's chunks progressively: the first CHUNKS_DRAWN_AT_ONCE with the
 * editor's first frame, then the others CHUNKS_DRAWN_PER_TASK at a time, in page order,
 * whenever the browser is idle. An author can read and type at the top of a long page as soon as it
 * is on screen instead of waiting for every block to be drawn. Waiting chunks are empty
 * boxes about as tall as their blocks will be; their blocks are in the document all along,
 * so saving, normalising and commands see the whole page. Chunks that appear once the page
 * is complete (a paste of many blocks, say) are drawn at once.
 */
export class ChunkScheduler {
  private drawnAtOnce = 0;
  private readonly waiting: (() => void)[] = [];
  private cancelNext: (() => void) | undefined;
  private complete = false;

  /** Asked by each chunk as it first renders: whether it is drawn straight away. */
  drawAtOnce(): boolean {
    if (this.complete || this.drawnAtOnce < CHUNKS_DRAWN_AT_ONCE) {
      this.drawnAtOnce++;
      return true;
    }
    return false;
  }

  /** Queues a waiting chunk's `draw`; returns a function that takes it out of the queue. */
  enqueue(draw: () => void): () => void {
    this.waiting.push(draw);
    this.scheduleNext();
    return () => {
      const index = this.waiting.indexOf(draw);
      if (index >= 0) this.waiting.splice(index, 1);
      this.settle();
    };
  }

  /**
   * Draws every waiting chunk now. For what needs the whole page in the DOM: the browser's
   * select-all and find see only what is drawn.
   */
  drawAll(): void {
    this.cancelNext?.();
    this.cancelNext = undefined;
    for (const draw of this.waiting.splice(0)) draw();
    this.settle();
  }

  /** Whether every chunk has been drawn. */
  get isComplete(): boolean {
    return this.complete;
  }

  /** Stops drawing; for an editor that goes away. */
  dispose(): void {
    this.cancelNext?.();
    this.cancelNext = undefined;
    this.waiting.length = 0;
  }

  /** Checks for completion once the chunks of the first render have all asked. */
  start(): void {
    this.settle();
  }

  private scheduleNext(): void {
    if (this.cancelNext || this.waiting.length === 0) return;
    this.cancelNext = scheduleWhenIdle(
      () => {
        this.cancelNext = undefined;
        for (const draw of this.waiting.splice(0, CHUNKS_DRAWN_PER_TASK)) draw();
        this.scheduleNext();
        this.settle();
      },
      0,
      MAX_IDLE_WAIT_MS,
    );
  }

  private settle(): void {
    if (this.complete || this.waiting.length > 0 || this.cancelNext) return;
    this.complete = true;
  }
}

const ChunkSchedulerContext = createContext<ChunkScheduler | null>(null);

/** Gives the editor's chunks their scheduler. */
export const ChunkSchedulerProvider = ChunkSchedulerContext.Provider;

/** Starts the scheduler once the editor's first render has committed, and stops it when the editor goes. */
export function useChunkScheduler(scheduler: ChunkScheduler): void {
  useEffect(() => {
    scheduler.start();
    return () => scheduler.dispose();
  }, [scheduler]);
}

/** The chunk shown outright because it holds the caret. */
let chunkAtCaret: HTMLElement | undefined;

/**
 * Shows the chunk holding the caret outright, before the browser acts on a key. A chunk
 * off screen is skipped, and one that comes on screen under the caret (after select all and
 * a first key replace a page, the caret is in what was the page's last chunk) is not laid
 * out in time for the next key, which the browser then puts at the chunk's start. One chunk
 * at a time: the one the author is typing in, on screen anyway.
 */
export function revealChunkAtCaret(): void {
  const anchor = document.getSelection()?.anchorNode;
  const element = anchor instanceof Element ? anchor : anchor?.parentElement;
  const chunk = element?.closest<HTMLElement>('.editor-chunk') ?? undefined;
  if (chunk === chunkAtCaret) return;
  chunkAtCaret?.style.removeProperty('content-visibility');
  chunkAtCaret = chunk;
  if (chunk) chunk.style.contentVisibility = 'visible';
}

function ProgressiveChunk({ attributes, children }: Pick<RenderChunkProps, 'attributes' | 'children'>): ReactNode {
  const scheduler = useContext(ChunkSchedulerContext);
  const [drawn, setDrawn] = useState(() => scheduler?.drawAtOnce() ?? true);
  useEffect(() => {
    if (drawn || !scheduler) return;
    return scheduler.enqueue(() => setDrawn(true));
  }, [drawn, scheduler]);
  return (
    <div {...attributes} className={drawn ? 'editor-chunk' : 'editor-chunk editor-chunk-waiting'} aria-busy={drawn ? undefined : true}>
      {drawn ? children : null}
    </div>
  );
}

/**
 * Slate's renderChunk for Quire's editor: each lowest chunk is a box that skips layout and
 * paint while off screen (content-visibility), drawn progressively on large pages.
 */
export function renderProgressiveChunk({ attributes, children, lowest }: RenderChunkProps) {
  return lowest ? <ProgressiveChunk attributes={attributes}>{children}</ProgressiveChunk> : children;
}

/** What the editor bench page exposes on `window.__bench` for the editor-keystroke scenario. */
export interface EditorBenchApi {
  /** True once the editor has mounted and its first frame has been painted. */
  ready: boolean;
  /** Set when the page failed to start. */
  error?: string;
  /** From mounting the editor with its document to the first frame after it rendered, ms. */
  openMs: number;
  /** From mounting the editor to the first frame with every block of the page drawn, ms. */
  completeMs: number;
  /** Per typed key: from the keydown's timestamp to the first frame after the editor changed, ms. */
  samples: number[];
  /** Per typed key: how long the keydown waited before the page could handle it, ms. */
  inputDelayMs: number[];
  /** Typed keys that changed nothing in the editor within 2 s. */
  missed: number;
  /** Resolves once `count` keys have a sample (or were missed). */
  waitForSamples(count: number): Promise<void>;
}

/** The editors the page can show: Quire's, or slate-react with no plugins, chunked like Quire or not. */
export const BENCH_EDITORS = ['quire', 'bare', 'bare-unchunked'] as const;
export type BenchEditorKind = (typeof BENCH_EDITORS)[number];

/**
 * Runs `task` once `delayMs` have passed and the browser is next idle (at the latest
 * `maxIdleWaitMs` later), so background work such as normalising a large page does not
 * land between a key press and the frame that shows it. Returns a cancel function.
 */
export function scheduleWhenIdle(task: () => void, delayMs: number, maxIdleWaitMs = 1000): () => void {
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(task, { timeout: maxIdleWaitMs });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}

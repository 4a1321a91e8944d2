/** Calls `flush` when the page is hidden or closed; answers how to stop. */
export function onPageHide(target: Window, flush: () => void): () => void {
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.addEventListener('pagehide', flush);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', flush);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * An AbortSignal aborted on the first SIGTERM or SIGINT, its reason the signal's name. The
 * ones after it are ignored, not fatal: Ctrl+C under `npm start` reaches the server both
 * from the terminal and forwarded by npm, and the first one is already stopping it.
 */
export function abortOnShutdownSignals(): AbortSignal {
  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) controller.abort(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return controller.signal;
}

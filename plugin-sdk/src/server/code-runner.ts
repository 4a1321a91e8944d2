/** What one run of learner code gives back: what it printed, and why it stopped if it did not finish. @public */
export interface CodeRunResult {
  readonly stdout: string;
  readonly stderr: string;
  /** Set when the code threw or met a limit, in words for the learner. */
  readonly error?: string;
}

/**
 * A language learner code runs in, such as the run-code block's JavaScript. A plugin's
 * server part contributes runners; the host lends every server part all of them, by name.
 * A runner never runs the code in the server's own thread: it holds a sandbox of its own.
 * @public
 */
export interface CodeRunner {
  /** What a run-code block stores and a request names: kebab-case, such as `javascript`. */
  readonly name: string;
  /** For people: 'JavaScript'. */
  readonly label: string;
  run(code: string): Promise<CodeRunResult>;
  /** Ends the runner's workers when the server stops. */
  close?(): Promise<void>;
}

/** Every runner the installed plugins contribute. @public */
export interface CodeRunners {
  get(name: string): CodeRunner | undefined;
  readonly names: readonly string[];
}

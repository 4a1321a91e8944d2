/**
 * The state saved with the learner's attempt at the page (delivery §7 `resource_attempt`):
 * JSON values under string keys, read back when the learner returns to the attempt. A view
 * names its keys after its plugin and element (`ecl:<element id>`), as every view of the
 * page shares the attempt's keys.
 * @public
 */
export interface AttemptState {
  /** The values of `keys` that were saved; a key never written is absent. */
  read(keys: readonly string[]): Promise<Readonly<Record<string, unknown>>>;
  /** Saves `values` over those of the same keys; kept offline and sent when back online. */
  write(values: Readonly<Record<string, unknown>>): Promise<void>;
}

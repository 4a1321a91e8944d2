import type { ApiClient } from '../../app/api-client.js';
import type { LearnerStateClient, LearnerStateClientOptions, StateValues } from './learner-state-client.js';
import type { StateScope } from './state-scopes.js';
import { onPageHide } from './page-hide.js';

/** What the page's behaviours use of the learner's state. */
export type LearnerStateStore = Pick<LearnerStateClient, 'read' | 'write' | 'flush' | 'attachPageHide'>;

/**
 * The learner state client, downloaded on the first read or write: most pages save no
 * state (nothing to reveal, no alternatives), and their learners never load the client.
 */
export class DeferredStateClient implements LearnerStateStore {
  private client: Promise<LearnerStateClient> | undefined;
  private loaded: LearnerStateClient | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly options: LearnerStateClientOptions = {},
  ) {}

  private get(): Promise<LearnerStateClient> {
    // Writes made offline wait in the page's offline queue, as learner answers do.
    this.client ??= Promise.all([import('./learner-state-client.js'), import('./offline-queue.js')]).then(([{ LearnerStateClient }, { offlineQueueFor }]) => {
      this.loaded = new LearnerStateClient(this.api, { queue: offlineQueueFor(this.api), ...this.options });
      return this.loaded;
    });
    return this.client;
  }

  async read(scope: StateScope, keys: readonly string[] = []): Promise<StateValues> {
    return (await this.get()).read(scope, keys);
  }

  async write(scope: StateScope, values: StateValues): Promise<void> {
    return (await this.get()).write(scope, values);
  }

  /** Nothing waits to be written until the client has loaded. */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    await this.loaded?.flush(options);
  }

  attachPageHide(target: Window = window): () => void {
    return onPageHide(target, () => void this.flush({ keepalive: true }));
  }
}

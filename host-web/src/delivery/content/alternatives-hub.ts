/** The BroadcastChannel a preference choice is sent on to the learner's other tabs. */
export const ALTERNATIVES_CHANNEL = 'quire:alternatives';

export interface AlternativesMessage {
  readonly sectionSlug: string;
  readonly alternativesId: string;
  readonly value: string;
}

/**
 * Spreads an alternatives preference choice (delivery §4) to every alternatives group of
 * the page with the same alternatives id, and to the learner's other tabs of the same
 * section through a BroadcastChannel where the browser has one.
 */
export class AlternativesHub {
  private readonly listeners = new Map<string, Set<(value: string) => void>>();
  private channel: BroadcastChannel | null = null;

  constructor(private readonly sectionSlug = '') {}

  /** Opens the channel to the other tabs (where the browser has one); returns the closer. */
  connect(): () => void {
    if (typeof BroadcastChannel === 'undefined') return () => {};
    const channel = new BroadcastChannel(ALTERNATIVES_CHANNEL);
    channel.onmessage = (event: MessageEvent) => this.receive(event.data);
    this.channel = channel;
    return () => {
      channel.close();
      if (this.channel === channel) this.channel = null;
    };
  }

  subscribe(alternativesId: string, listener: (value: string) => void): () => void {
    let set = this.listeners.get(alternativesId);
    if (!set) {
      set = new Set();
      this.listeners.set(alternativesId, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Tells the page's groups with this id (the chooser included) and the other tabs. */
  publish(alternativesId: string, value: string): void {
    this.deliver(alternativesId, value);
    const message: AlternativesMessage = { sectionSlug: this.sectionSlug, alternativesId, value };
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closed channel: the other tabs read the saved preference when they next load.
    }
  }

  private receive(data: unknown): void {
    const message = data as Partial<AlternativesMessage> | null;
    if (!message || message.sectionSlug !== this.sectionSlug) return;
    if (typeof message.alternativesId !== 'string' || typeof message.value !== 'string') return;
    this.deliver(message.alternativesId, message.value);
  }

  private deliver(alternativesId: string, value: string): void {
    for (const listener of [...(this.listeners.get(alternativesId) ?? [])]) listener(value);
  }
}

interface SharedHub {
  readonly hub: AlternativesHub;
  readonly disconnect: () => void;
  users: number;
}

const sharedHubs = new Map<string, SharedHub>();

/**
 * The hub every alternatives group of a section's page shares, connected to the other tabs
 * while at least one group is shown. Created by the first group, so a page without
 * alternatives never builds one. Call `release` when the group goes.
 */
export function acquireAlternativesHub(sectionSlug: string): { hub: AlternativesHub; release: () => void } {
  let shared = sharedHubs.get(sectionSlug);
  if (!shared) {
    const hub = new AlternativesHub(sectionSlug);
    shared = { hub, disconnect: hub.connect(), users: 0 };
    sharedHubs.set(sectionSlug, shared);
  }
  shared.users++;
  const current = shared;
  let released = false;
  return {
    hub: current.hub,
    release: () => {
      if (released) return;
      released = true;
      current.users--;
      if (current.users === 0) {
        current.disconnect();
        if (sharedHubs.get(sectionSlug) === current) sharedHubs.delete(sectionSlug);
      }
    },
  };
}

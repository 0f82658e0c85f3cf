import { ATLAS_CHANNEL, type AtlasMessage, type LiveActorReport } from './channel';

/**
 * The atlas's side of the live view: what every portal tab reports about its statecharts, kept
 * for the diagram to highlight. Ended actors (done, stopped) stay listed for a while, marked, so
 * QA still sees where a flow finished after its page moved on.
 */
export const ENDED_KEPT = 20;

export interface LiveActor extends LiveActorReport {
  /** tab + actor: unique across tabs */
  key: string;
}

export class LiveStore {
  private actors: LiveActor[] = [];
  private readonly listeners = new Set<() => void>();
  private channel: BroadcastChannel | null = null;

  constructor(private readonly openChannel: () => BroadcastChannel | null = defaultChannel) {}

  /** Starts listening and asks every open portal tab for its actors. */
  connect(): void {
    if (this.channel) return;
    this.channel = this.openChannel();
    if (!this.channel) return;
    this.channel.onmessage = (m: MessageEvent<AtlasMessage>) => this.receive(m.data);
    this.channel.postMessage({ type: 'atlas.hello' } satisfies AtlasMessage);
  }

  disconnect(): void {
    this.channel?.close();
    this.channel = null;
  }

  receive(message: AtlasMessage): void {
    if (message?.type === 'portal.bye') {
      this.set(this.actors.filter((a) => a.tab !== message.tab));
    } else if (message?.type === 'portal.actor') {
      const report = message.report;
      const key = `${report.tab}/${report.actor}`;
      // arrival order: the oldest ended actors go first once more than ENDED_KEPT ended
      const next = [...this.actors.filter((a) => a.key !== key), { ...report, key }];
      const ended = next.filter((a) => a.status !== 'active');
      const drop = new Set(ended.slice(0, Math.max(0, ended.length - ENDED_KEPT)).map((a) => a.key));
      this.set(next.filter((a) => !drop.has(a.key)));
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every actor known, the most recently heard last. */
  getSnapshot = (): readonly LiveActor[] => this.actors;

  private set(actors: LiveActor[]) {
    this.actors = actors;
    for (const listener of this.listeners) listener();
  }
}

function defaultChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(ATLAS_CHANNEL) : null;
}

/** The actors of one machine, the most recently heard first, running ones before ended ones. */
export function actorsOf(actors: readonly LiveActor[], machineId: string): LiveActor[] {
  return actors
    .filter((a) => a.machine === machineId)
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || b.at - a.at);
}

import { useActorRef } from '@xstate/react';
import type {
  ActorOptions,
  AnyActorLogic,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { ATLAS_CHANNEL, type AtlasMessage, type LiveActorReport } from '../atlas/channel';
import { activeStateIds, transitionKey } from '../atlas/keys';

/**
 * The portal's side of the flow atlas's live view. Every actor the portal runs is created with
 * `inspect: flowInspector.inspect` (XState's inspection API); when the runtime configuration
 * turns the atlas on, each statechart's active states, the transitions its last event took and
 * that event's type are posted on a BroadcastChannel, where an atlas open in another tab draws
 * them. Only names travel: never a context, never an event's payload (no OTP, PIN or password
 * can leave this way). With the atlas off nothing is kept or posted.
 */

/**
 * The atlas switch as this tab's last configuration set it (sessionStorage). A page whose startup
 * stops before it has a configuration (shown inside a frame; the configuration unreachable) is
 * followed too, as the tab's earlier pages were; the next configuration that loads decides again.
 * Only the switch is kept, never what was posted.
 */
export interface AtlasMemory {
  read(): boolean;
  write(on: boolean): void;
}

export const ATLAS_MEMORY_KEY = 'atlasLive';

const tabMemory: AtlasMemory = {
  read: () => {
    try {
      return globalThis.sessionStorage?.getItem(ATLAS_MEMORY_KEY) === '1';
    } catch {
      return false;
    }
  },
  write: (on) => {
    try {
      if (on) globalThis.sessionStorage?.setItem(ATLAS_MEMORY_KEY, '1');
      else globalThis.sessionStorage?.removeItem(ATLAS_MEMORY_KEY);
    } catch {
      // storage refused (privacy mode, sandboxed frame): the configuration decides alone
    }
  },
};

interface Tracked {
  ref: AnyActorRef;
  transitions: string[];
  event: string;
}

/**
 * A tab's id: random hex from getRandomValues, which (unlike randomUUID) exists outside secure
 * contexts too — the portal framed by an insecure page must still start and show its warning.
 */
function randomTabId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class FlowInspector {
  readonly tab: string;
  /** null until the configuration (or this tab's memory of the last one) says whether the atlas is on */
  private enabled: boolean | null = null;
  private channel: BroadcastChannel | null = null;
  private readonly tracked = new Map<string, Tracked>();
  /** the transitions of the macrostep running now, per actor */
  private readonly pending = new Map<string, AnyTransitionDefinition[]>();

  constructor(
    private readonly openChannel: () => BroadcastChannel | null = () =>
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(ATLAS_CHANNEL) : null,
    tab: string = randomTabId(),
    private readonly memory: AtlasMemory = tabMemory,
  ) {
    this.tab = tab;
    if (memory.read()) {
      this.enabled = true;
      this.open();
    }
  }

  readonly inspect = (e: InspectionEvent): void => {
    if (this.enabled === false) return;
    const ref = e.actorRef as AnyActorRef;
    if (e.type === '@xstate.microstep') {
      const list = this.pending.get(ref.sessionId) ?? [];
      list.push(...(e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions);
      this.pending.set(ref.sessionId, list);
      return;
    }
    if (e.type !== '@xstate.snapshot') return;
    const snapshot = e.snapshot as Partial<AnyMachineSnapshot>;
    if (!snapshot.machine) return; // not a statechart (a promise, a callback)
    const taken = this.pending.get(ref.sessionId);
    this.pending.delete(ref.sessionId);
    const known = this.tracked.get(ref.sessionId);
    // an event no transition took changes nothing: the last transition and its event stay shown
    if (known && !taken?.length && snapshot.status === 'active') return;
    const tracked = known ?? { ref, transitions: [], event: '' };
    tracked.transitions = taken?.map(transitionKey) ?? [];
    tracked.event = e.event.type;
    if (snapshot.status === 'active') this.tracked.set(ref.sessionId, tracked);
    else this.tracked.delete(ref.sessionId);
    this.post(tracked, snapshot as AnyMachineSnapshot);
  };

  /** The runtime configuration's `atlas` switch: on opens the channel, off forgets everything. */
  configure(atlas: boolean): void {
    this.memory.write(atlas);
    if (this.enabled === atlas) return;
    this.enabled = atlas;
    if (!atlas) {
      this.close();
      this.tracked.clear();
      this.pending.clear();
      return;
    }
    this.open();
  }

  /** Back from the back-forward cache: say hello again (the atlas dropped this tab). */
  reopen(): void {
    if (this.enabled && !this.channel) this.open();
  }

  private open() {
    this.channel = this.openChannel();
    if (!this.channel) return;
    this.channel.onmessage = (m: MessageEvent<AtlasMessage>) => {
      if (m.data?.type === 'atlas.hello') for (const t of this.tracked.values()) this.post(t);
    };
    for (const t of this.tracked.values()) this.post(t);
  }

  /** The tab is going away: the atlas drops its actors. */
  close(): void {
    if (!this.channel) return;
    this.channel.postMessage({ type: 'portal.bye', tab: this.tab } satisfies AtlasMessage);
    this.channel.close();
    this.channel = null;
  }

  /** What the atlas is told about an actor now. */
  report({ ref, transitions, event }: Tracked, snapshot = ref.getSnapshot() as AnyMachineSnapshot): LiveActorReport {
    return {
      tab: this.tab,
      actor: ref.sessionId,
      machine: snapshot.machine.id,
      ...(ref.id !== ref.sessionId ? { id: ref.id } : {}),
      parent: (ref as { _parent?: AnyActorRef })._parent?.sessionId ?? null,
      states: activeStateIds(snapshot.machine.id, snapshot.value),
      transitions,
      event,
      status: snapshot.status,
      at: Date.now(),
    };
  }

  private post(tracked: Tracked, snapshot?: AnyMachineSnapshot) {
    if (!this.channel) return;
    this.channel.postMessage({ type: 'portal.actor', report: this.report(tracked, snapshot) } satisfies AtlasMessage);
  }
}

/** The portal's one inspector (one per tab). */
export const flowInspector = new FlowInspector();

/**
 * useActorRef with the portal's inspector attached, so the flow atlas can follow the actor live.
 * (Here rather than in a module of its own: every page uses it, and a separate chunk would cost
 * each cold visit a request.)
 */
export const useFlowActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: never) =>
  useActorRef(logic, { ...options, inspect: flowInspector.inspect }, observer)) as typeof useActorRef;

import { assign, createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATLAS_CHANNEL, type AtlasMessage, type LiveActorReport } from '../../src/atlas/channel';
import { FlowInspector } from '../../src/platform/flowInspector';
import { ENDED_KEPT, LiveStore, actorsOf, type LiveActor } from '../../src/atlas/live';

/** A BroadcastChannel stand-in: what is posted is structured-cloned (as a real channel does) and kept. */
class FakeChannel {
  readonly posted: AtlasMessage[] = [];
  closed = false;
  onmessage: ((m: MessageEvent<AtlasMessage>) => void) | null = null;
  postMessage(message: AtlasMessage): void {
    if (this.closed) throw new Error('posted on a closed channel');
    this.posted.push(structuredClone(message));
  }
  close(): void {
    this.closed = true;
  }
  /** a message from another tab */
  deliver(data: AtlasMessage): void {
    this.onmessage?.({ data } as MessageEvent<AtlasMessage>);
  }
}

/** Channels handed out, newest last. */
function channels() {
  const opened: FakeChannel[] = [];
  const open = vi.fn(() => {
    const channel = new FakeChannel();
    opened.push(channel);
    return channel as unknown as BroadcastChannel;
  });
  return { opened, open, all: () => opened.flatMap((c) => c.posted) };
}

const reports = (messages: readonly AtlasMessage[]) =>
  messages.flatMap((m) => (m.type === 'portal.actor' ? [m.report] : []));

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);
const OTP = 'otp-secret-918273';
const PASSWORD = 'pw-secret-hunter2';

/** A sign-in with a secret in its context and in an event: none of it may travel. */
const signInMachine = setup({
  types: {
    context: {} as { password: string; otp: string },
    events: {} as
      | { type: 'credentials.submit'; password: string }
      | { type: 'otp.submit'; otp: string }
      | { type: 'otp.resend' }
      | { type: 'note' }
      | { type: 'ignored' },
  },
}).createMachine({
  id: 'signIn',
  initial: 'credentials',
  context: { password: '', otp: '' },
  states: {
    credentials: {
      on: {
        'credentials.submit': {
          target: 'otp',
          actions: assign({ password: ({ event }) => event.password }),
        },
      },
    },
    otp: {
      initial: 'entering',
      on: { note: {} },
      states: {
        entering: {
          on: {
            'otp.submit': { target: 'checking', actions: assign({ otp: ({ event }) => event.otp }) },
            'otp.resend': 'entering',
          },
        },
        checking: { always: '#signIn.done' },
      },
    },
    done: { type: 'final' },
  },
});

const childMachine = createMachine({
  id: 'child',
  initial: 'waiting',
  states: { waiting: { on: { finish: 'finished' } }, finished: { type: 'final' } },
});

const parentMachine = setup({ actors: { child: childMachine } }).createMachine({
  id: 'parent',
  initial: 'idle',
  states: {
    idle: { on: { start: 'running' } },
    running: { invoke: { id: 'kid', src: 'child', onDone: 'idle' } },
  },
});

describe('FlowInspector', () => {
  const started: AnyActorRef[] = [];
  const start = <T extends AnyActorRef>(actor: T): T => {
    started.push(actor);
    actor.start();
    return actor;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    for (const actor of started.splice(0)) actor.stop();
    vi.useRealTimers();
  });

  it('opens no channel and posts nothing before the configuration turns the atlas on', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    expect(ch.open).not.toHaveBeenCalled();
    inspector.close();
    inspector.reopen();
    expect(ch.open).not.toHaveBeenCalled();
    expect(inspector.tab).toBe('tab-1');
  });

  it("follows a tab whose last configuration turned the atlas on before this page's configuration loads", () => {
    let kept = false;
    const memory = { read: () => kept, write: (on: boolean) => void (kept = on) };
    // the tab's first page: off until its configuration says on, which is remembered
    const first = new FlowInspector(channels().open, 'tab-1', memory);
    first.configure(true);
    expect(kept).toBe(true);
    // the next page (framed, or its configuration unreachable) posts from its first event
    const ch = channels();
    const next = new FlowInspector(ch.open, 'tab-1', memory);
    expect(ch.open).toHaveBeenCalledTimes(1);
    const actor = start(createActor(signInMachine, { inspect: next.inspect }));
    expect(reports(ch.all()).map((r) => [r.actor, r.states])).toEqual([[actor.sessionId, ['signIn.credentials']]]);
    // a configuration that turns it off is remembered too: the page after that posts nothing
    next.configure(false);
    expect(kept).toBe(false);
    const later = channels();
    new FlowInspector(later.open, 'tab-1', memory);
    expect(later.open).not.toHaveBeenCalled();
  });

  it('posts the actors already running when it is turned on, then a report per event', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    inspector.configure(true);
    expect(ch.open).toHaveBeenCalledTimes(1);
    expect(ch.all()).toEqual([
      {
        type: 'portal.actor',
        report: {
          tab: 'tab-1',
          actor: actor.sessionId,
          machine: 'signIn',
          parent: null,
          states: ['signIn.credentials'],
          transitions: [],
          event: 'xstate.init',
          status: 'active',
          at: NOW,
        },
      },
    ]);
    // turning on twice changes nothing
    inspector.configure(true);
    expect(ch.open).toHaveBeenCalledTimes(1);
    expect(ch.all()).toHaveLength(1);

    vi.setSystemTime(NOW + 1000);
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    expect(reports(ch.all()).at(-1)).toEqual({
      tab: 'tab-1',
      actor: actor.sessionId,
      machine: 'signIn',
      parent: null,
      states: ['signIn.otp', 'signIn.otp.entering'],
      transitions: ['signIn.credentials —credentials.submit#0→ signIn.otp'],
      event: 'credentials.submit',
      status: 'active',
      at: NOW + 1000,
    });
    expect(ch.all()).toHaveLength(2);
  });

  it("names an actor by the id the portal gave it (a dashboard widget's), and only then", () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const news = start(createActor(signInMachine, { inspect: inspector.inspect, id: 'widget:SliderSlick' }));
    const profile = start(createActor(signInMachine, { inspect: inspector.inspect, id: 'widget:ProfileWidget' }));
    const unnamed = start(createActor(signInMachine, { inspect: inspector.inspect }));
    news.send({ type: 'credentials.submit', password: PASSWORD });
    const byActor = new Map(reports(ch.all()).map((r) => [r.actor, r]));
    expect(byActor.get(news.sessionId)).toMatchObject({
      id: 'widget:SliderSlick',
      states: ['signIn.otp', 'signIn.otp.entering'],
    });
    expect(byActor.get(profile.sessionId)).toMatchObject({
      id: 'widget:ProfileWidget',
      states: ['signIn.credentials'],
    });
    expect('id' in byActor.get(unnamed.sessionId)!).toBe(false);
  });

  it('names every transition of a macrostep, eventless ones included, and reports the end', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    actor.send({ type: 'otp.submit', otp: OTP });
    const last = reports(ch.all()).at(-1)!;
    expect(last).toMatchObject({
      states: ['signIn.done'],
      transitions: [
        'signIn.otp.entering —otp.submit#0→ signIn.otp.checking',
        'signIn.otp.checking —always#0→ signIn.done',
      ],
      event: 'otp.submit',
      status: 'done',
    });
    // a finished actor is no longer tracked: a hello does not bring it back
    const before = ch.all().length;
    ch.opened[0]!.deliver({ type: 'atlas.hello' });
    expect(ch.all()).toHaveLength(before);
  });

  it('names a transition without a target as internal and a reentering one by its target', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    actor.send({ type: 'note' });
    expect(reports(ch.all()).at(-1)!.transitions).toEqual(['signIn.otp —note#0→ (internal)']);
    actor.send({ type: 'otp.resend' });
    expect(reports(ch.all()).at(-1)!.transitions).toEqual(['signIn.otp.entering —otp.resend#0→ signIn.otp.entering']);
  });

  it('keeps the last transitions when an event changes nothing, but names the new event', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    const posted = ch.all().length;
    actor.send({ type: 'ignored' });
    // nothing changed: nothing is posted, and the last transition stays paired with its own event
    expect(ch.all()).toHaveLength(posted);
    inspector.configure(false);
    const again = channels();
    const reopened = new FlowInspector(again.open, 'tab-2');
    reopened.configure(true);
    const second = start(createActor(signInMachine, { inspect: reopened.inspect }));
    second.send({ type: 'credentials.submit', password: PASSWORD });
    second.send({ type: 'ignored' });
    again.opened[0]!.deliver({ type: 'atlas.hello' });
    expect(reports(again.all()).at(-1)).toMatchObject({
      states: ['signIn.otp', 'signIn.otp.entering'],
      transitions: ['signIn.credentials —credentials.submit#0→ signIn.otp'],
      event: 'credentials.submit',
    });
  });

  it('never posts a context or an event payload', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    actor.send({ type: 'otp.resend' });
    ch.opened[0]!.deliver({ type: 'atlas.hello' });
    actor.send({ type: 'otp.submit', otp: OTP });
    // the secrets did reach the actor …
    expect(actor.getSnapshot().context).toEqual({ password: PASSWORD, otp: OTP });
    // … and nothing else
    const posted = ch.all();
    expect(posted.length).toBeGreaterThanOrEqual(5);
    for (const message of posted) {
      const text = JSON.stringify(message);
      expect(text).not.toContain(OTP);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('"context"');
      expect(text).not.toContain('"otp":');
      expect(text).not.toContain('"password":');
    }
    for (const report of reports(posted))
      expect(Object.keys(report).sort()).toEqual(
        ['actor', 'at', 'event', 'machine', 'parent', 'states', 'status', 'tab', 'transitions'].sort(),
      );
  });

  it('re-posts every tracked actor when an atlas says hello', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const a = start(createActor(signInMachine, { inspect: inspector.inspect }));
    const b = start(createActor(signInMachine, { inspect: inspector.inspect }));
    a.send({ type: 'credentials.submit', password: PASSWORD });
    const before = ch.all().length;
    ch.opened[0]!.deliver({ type: 'atlas.hello' });
    const again = reports(ch.all().slice(before));
    expect(again.map((r) => [r.actor, r.states, r.transitions, r.event])).toEqual([
      [
        a.sessionId,
        ['signIn.otp', 'signIn.otp.entering'],
        ['signIn.credentials —credentials.submit#0→ signIn.otp'],
        'credentials.submit',
      ],
      [b.sessionId, ['signIn.credentials'], [], 'xstate.init'],
    ]);
    // other messages are ignored
    ch.opened[0]!.deliver({ type: 'portal.bye', tab: 'tab-2' });
    expect(ch.all()).toHaveLength(before + 2);
  });

  it('posts a stopped actor once and then forgets it', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const a = start(createActor(signInMachine, { inspect: inspector.inspect }));
    const b = start(createActor(signInMachine, { inspect: inspector.inspect }));
    a.stop();
    expect(reports(ch.all()).at(-1)).toMatchObject({ actor: a.sessionId, status: 'stopped', event: 'xstate.stop' });
    const before = ch.all().length;
    ch.opened[0]!.deliver({ type: 'atlas.hello' });
    expect(reports(ch.all().slice(before)).map((r) => r.actor)).toEqual([b.sessionId]);
  });

  it('reports an invoked child with its parent’s session id', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const parent = start(createActor(parentMachine, { inspect: inspector.inspect }));
    parent.send({ type: 'start' });
    const child = parent.getSnapshot().children.kid as AnyActorRef;
    expect(child).toBeDefined();
    const childReports = reports(ch.all()).filter((r) => r.machine === 'child');
    expect(childReports).toEqual([
      {
        tab: 'tab-1',
        actor: child.sessionId,
        machine: 'child',
        // the invoke's id names it
        id: 'kid',
        parent: parent.sessionId,
        states: ['child.waiting'],
        transitions: [],
        event: 'xstate.init',
        status: 'active',
        at: NOW,
      },
    ]);
    expect(
      reports(ch.all())
        .filter((r) => r.machine === 'parent')
        .every((r) => r.parent === null),
    ).toBe(true);
    child.send({ type: 'finish' });
    const after = reports(ch.all());
    expect(after.filter((r) => r.machine === 'child').at(-1)).toMatchObject({
      actor: child.sessionId,
      parent: parent.sessionId,
      status: 'done',
      transitions: ['child.waiting —finish#0→ child.finished'],
    });
    // xstate relays the child's done event to the parent before it publishes the child's snapshot
    expect(after.filter((r) => r.machine === 'parent').at(-1)).toMatchObject({
      actor: parent.sessionId,
      states: ['parent.idle'],
      transitions: ['parent.running —xstate.done.actor.kid#0→ parent.idle'],
      event: 'xstate.done.actor.kid',
    });
  });

  it('forgets everything and posts nothing more once turned off', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    const channel = ch.opened[0]!;
    inspector.configure(false);
    // turning off says goodbye and closes the channel
    expect(channel.posted.at(-1)).toEqual({ type: 'portal.bye', tab: 'tab-1' });
    expect(channel.closed).toBe(true);
    const count = ch.all().length;
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    inspector.close();
    inspector.reopen();
    expect(ch.all()).toHaveLength(count);
    expect(ch.open).toHaveBeenCalledTimes(1);
    // on again: the actor was forgotten, so nothing is posted until it moves
    inspector.configure(true);
    expect(ch.open).toHaveBeenCalledTimes(2);
    expect(ch.opened[1]!.posted).toEqual([]);
    actor.send({ type: 'note' });
    expect(reports(ch.opened[1]!.posted)).toEqual([
      expect.objectContaining({
        actor: actor.sessionId,
        transitions: ['signIn.otp —note#0→ (internal)'],
        event: 'note',
      }),
    ]);
  });

  it('says goodbye on close and says hello again (re-posting its actors) on reopen', () => {
    const ch = channels();
    const inspector = new FlowInspector(ch.open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    inspector.close();
    expect(ch.opened[0]!.posted.at(-1)).toEqual({ type: 'portal.bye', tab: 'tab-1' });
    expect(ch.opened[0]!.closed).toBe(true);
    // closing twice posts nothing more
    inspector.close();
    expect(ch.opened[0]!.posted.filter((m) => m.type === 'portal.bye')).toHaveLength(1);
    // while closed the actor is still followed, but nothing is posted
    actor.send({ type: 'credentials.submit', password: PASSWORD });
    inspector.reopen();
    expect(ch.open).toHaveBeenCalledTimes(2);
    expect(reports(ch.opened[1]!.posted)).toEqual([
      expect.objectContaining({
        actor: actor.sessionId,
        states: ['signIn.otp', 'signIn.otp.entering'],
        transitions: ['signIn.credentials —credentials.submit#0→ signIn.otp'],
      }),
    ]);
    // reopening an open inspector does nothing
    inspector.reopen();
    expect(ch.open).toHaveBeenCalledTimes(2);
  });

  it('keeps working without a channel (no BroadcastChannel)', () => {
    const open = vi.fn(() => null);
    const inspector = new FlowInspector(open, 'tab-1');
    inspector.configure(true);
    const actor = start(createActor(signInMachine, { inspect: inspector.inspect }));
    expect(() => actor.send({ type: 'credentials.submit', password: PASSWORD })).not.toThrow();
    expect(() => inspector.close()).not.toThrow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('gives every inspector its own tab id by default', () => {
    const a = new FlowInspector(() => null);
    const b = new FlowInspector(() => null);
    expect(a.tab).toMatch(/^[0-9a-f]{16}$/);
    expect(a.tab).not.toBe(b.tab);
  });

  it('starts outside a secure context, where crypto.randomUUID is missing', () => {
    // a page framing the portal over http: the portal must still start (and show its warning)
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    try {
      expect(new FlowInspector(() => null).tab).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

// ─── the atlas's side ─────────────────────────────────────────────────────────────────────────

const report = (more: Partial<LiveActorReport>): LiveActorReport => ({
  tab: 't1',
  actor: 'x:0',
  machine: 'signIn',
  parent: null,
  states: ['signIn.credentials'],
  transitions: [],
  event: 'xstate.init',
  status: 'active',
  at: 1000,
  ...more,
});
const actorMessage = (more: Partial<LiveActorReport>): AtlasMessage => ({ type: 'portal.actor', report: report(more) });
const keys = (store: LiveStore) => store.getSnapshot().map((a) => a.key);

describe('LiveStore', () => {
  it('says hello on connect, once, and hears reports from the channel', () => {
    const ch = channels();
    const store = new LiveStore(ch.open);
    store.connect();
    store.connect();
    expect(ch.open).toHaveBeenCalledTimes(1);
    expect(ch.opened[0]!.posted).toEqual([{ type: 'atlas.hello' }]);
    ch.opened[0]!.deliver(actorMessage({ actor: 'x:3', states: ['signIn.otp'] }));
    expect(store.getSnapshot()).toEqual([{ ...report({ actor: 'x:3', states: ['signIn.otp'] }), key: 't1/x:3' }]);
    store.disconnect();
    expect(ch.opened[0]!.closed).toBe(true);
    // connecting again opens a new channel
    store.connect();
    expect(ch.open).toHaveBeenCalledTimes(2);
    store.disconnect();
  });

  it('does nothing without a channel', () => {
    const store = new LiveStore(() => null);
    expect(() => store.connect()).not.toThrow();
    expect(() => store.disconnect()).not.toThrow();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps one entry per tab and actor, the latest report last', () => {
    const store = new LiveStore(() => null);
    store.receive(actorMessage({ tab: 't1', actor: 'x:0', at: 1 }));
    store.receive(actorMessage({ tab: 't2', actor: 'x:0', at: 2 }));
    store.receive(actorMessage({ tab: 't1', actor: 'x:1', at: 3 }));
    store.receive(
      actorMessage({ tab: 't1', actor: 'x:0', at: 4, states: ['signIn.otp'], event: 'credentials.submit' }),
    );
    expect(keys(store)).toEqual(['t2/x:0', 't1/x:1', 't1/x:0']);
    expect(store.getSnapshot().at(-1)).toMatchObject({ at: 4, states: ['signIn.otp'], event: 'credentials.submit' });
  });

  it('drops a tab’s actors when it says goodbye', () => {
    const store = new LiveStore(() => null);
    store.receive(actorMessage({ tab: 't1', actor: 'x:0' }));
    store.receive(actorMessage({ tab: 't2', actor: 'x:0' }));
    store.receive(actorMessage({ tab: 't1', actor: 'x:1', status: 'done' }));
    store.receive({ type: 'portal.bye', tab: 't1' });
    expect(keys(store)).toEqual(['t2/x:0']);
  });

  it(`keeps the ${ENDED_KEPT} latest ended actors and every running one`, () => {
    expect(ENDED_KEPT).toBe(20);
    const store = new LiveStore(() => null);
    store.receive(actorMessage({ actor: 'running-1' }));
    for (let i = 0; i < ENDED_KEPT + 5; i++)
      store.receive(actorMessage({ actor: `ended-${i}`, status: i % 2 ? 'stopped' : 'done', at: i }));
    store.receive(actorMessage({ actor: 'running-2' }));
    store.receive(actorMessage({ actor: 'failed', status: 'error' }));
    const ended = Array.from({ length: ENDED_KEPT + 5 }, (_, i) => `t1/ended-${i}`);
    // 26 ended in all: the 6 heard first are dropped
    expect(keys(store)).toEqual(['t1/running-1', ...ended.slice(6), 't1/running-2', 't1/failed']);
    expect(store.getSnapshot().filter((a) => a.status !== 'active')).toHaveLength(ENDED_KEPT);
  });

  it('counts an actor that ends from when its end was heard', () => {
    const store = new LiveStore(() => null);
    store.receive(actorMessage({ actor: 'late' }));
    for (let i = 0; i < ENDED_KEPT; i++) store.receive(actorMessage({ actor: `ended-${i}`, status: 'done' }));
    store.receive(actorMessage({ actor: 'late', status: 'stopped' }));
    expect(keys(store)).toHaveLength(ENDED_KEPT);
    expect(keys(store)).not.toContain('t1/ended-0');
    expect(keys(store).at(-1)).toBe('t1/late');
  });

  it('tells its listeners of every change, keeps its snapshot stable between them, and ignores hellos', () => {
    const store = new LiveStore(() => null);
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.subscribe(other);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    store.receive(actorMessage({}));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(store.getSnapshot()).toBe(one);
    store.receive({ type: 'atlas.hello' });
    store.receive(undefined as unknown as AtlasMessage);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(one);
    unsubscribe();
    store.receive({ type: 'portal.bye', tab: 't1' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('actorsOf', () => {
  const actor = (key: string, machine: string, status: LiveActor['status'], at: number): LiveActor => ({
    ...report({ actor: key, machine, status, at }),
    key,
  });

  it('lists one machine’s actors, running ones first, each group most recent first', () => {
    const all = [
      actor('a', 'signIn', 'done', 50),
      actor('b', 'signIn', 'active', 10),
      actor('c', 'balance', 'active', 99),
      actor('d', 'signIn', 'stopped', 70),
      actor('e', 'signIn', 'active', 30),
      actor('f', 'signIn', 'error', 60),
    ];
    expect(actorsOf(all, 'signIn').map((a) => a.key)).toEqual(['e', 'b', 'd', 'f', 'a']);
    expect(actorsOf(all, 'balance').map((a) => a.key)).toEqual(['c']);
    expect(actorsOf(all, 'nothing')).toEqual([]);
    // the store's list is left as it was
    expect(all.map((a) => a.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

// ─── both ends on a real BroadcastChannel ─────────────────────────────────────────────────────

describe('portal and atlas over BroadcastChannel', () => {
  it('carries reports from a portal tab to the atlas and drops them when the tab goes', async () => {
    expect(ATLAS_CHANNEL).toBe('wallet-portal-atlas');
    // a channel of this test's own, so no other test run hears it
    const name = `${ATLAS_CHANNEL}-test-${crypto.randomUUID()}`;
    const inspector = new FlowInspector(() => new BroadcastChannel(name), 'portal-tab');
    const store = new LiveStore(() => new BroadcastChannel(name));
    const actor = createActor(signInMachine, { inspect: inspector.inspect }).start();
    try {
      inspector.configure(true);
      // the atlas opens later: its hello brings the running actor
      store.connect();
      await vi.waitFor(() => expect(keys(store)).toEqual([`portal-tab/${actor.sessionId}`]));
      actor.send({ type: 'credentials.submit', password: PASSWORD });
      await vi.waitFor(() =>
        expect(store.getSnapshot()[0]).toMatchObject({
          states: ['signIn.otp', 'signIn.otp.entering'],
          event: 'credentials.submit',
        }),
      );
      expect(JSON.stringify(store.getSnapshot())).not.toContain(PASSWORD);
      inspector.close();
      await vi.waitFor(() => expect(store.getSnapshot()).toEqual([]));
    } finally {
      actor.stop();
      inspector.close();
      store.disconnect();
    }
  });
});

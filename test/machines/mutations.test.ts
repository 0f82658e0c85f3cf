import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry, type MachineEntry } from '../../machines';
import { writtenAssertions } from './describePaths';
import {
  eventName,
  generatePaths,
  PathRunner,
  allTransitionKeys,
  type GeneratedPath,
  type StateAssertions,
} from './pathHarness';

/**
 * Mutation check of the path tests: each chart is rebuilt from its own config with one change —
 * a transition aimed at another state of the same parent (a transition without a target: at a
 * sibling of its source), a transition's actions dropped, a state's entry or exit actions
 * dropped — and the path test of the ORIGINAL chart (its generated paths, its per-state
 * assertions, its coverage check) is replayed on the mutant. A mutant is killed when any step
 * fails — a step no way was written for, a check, a state without an assertion, the actor
 * failing — or when the coverage no longer holds. A surviving mutant is a change of the chart
 * the path test would let through: strengthen the assertions, or list it below as equivalent
 * (it behaves exactly as the chart does), saying why.
 *
 * Every mutant is run (no sampling: about 980 of them, 7 s on a quiet 2-core machine, 30 s at
 * worst measured with both cores busy and the other path tests running). For speed the paths
 * that take the mutated transition (or enter or leave the mutated state) are replayed first,
 * since the others cannot tell a mutant from its chart before they reach it, and a mutant that
 * survives them is replayed on every other path too, then its coverage is checked.
 */

/** at least this share of each chart's mutants must be killed */
const FLOOR = 0.9;

/** Mutants that behave exactly as their chart does, per machine: label → why. Excluded from the score. */
const equivalent: Record<string, Record<string, string>> = {
  webviewBridge: {
    // detecting sends a page whose bridge is known straight on to native: the same state, context and calls
    'waitingForBridge bridge.found#0 → detecting (was native)': 'detecting sends a found bridge on to native',
  },
  serviceWizardConfirmation: {
    // choosing sends a PIN-confirmed payment straight on to pin: the same state, context and calls
    'submitting done:submission#3 → choosing (was pin)': 'choosing sends a PIN-confirmed payment to pin',
    // requirements#step-up: the code is asked from now on, and choosing sends such a payment to checkingTwoFactor
    'submitting done:submission#1 → choosing (was checkingTwoFactor)':
      'choosing sends a payment that asks the code to checkingTwoFactor',
  },
  changePassword: {
    // through `deciding`, which goes straight on to `offering`: endingOthers is only reached from an
    // offer, so there are other sessions — the same state, context and calls
    'changed.endingOthers error:endOtherSessions#0 → changed.deciding (was changed.offering)':
      'deciding leads back to offering',
  },
  transactionView: {
    // the look-up's own actions set the id, and `starting` sends a view with an id straight on to
    // `loading`: the same state, context and calls
    'transactionView view.lookup#0 → starting (was loading)': 'starting leads to loading once an id is set',
    'failed view.retry#0 → starting (was loading)': 'a failed load has an id: starting leads to loading',
  },
  locale: {
    // the catalog loaded makes the requested language the active one, so `starting` goes straight
    // on to `active` (settled): the same state, context and calls
    'restoring done:loadCatalog#0 → starting (was active)': 'starting leads to active once loaded',
    // labels are shown (or failed) only once the content service could be asked, and `waiting` sends
    // a language whose content service can be asked straight on to `loading`: the same state, context and calls
    'active.labels.shown labels.reload#0 → active.labels.waiting (was active.labels.loading)':
      'waiting leads to loading once the content service can be asked',
    'active.labels.failed labels.reload#0 → active.labels.waiting (was active.labels.loading)':
      'waiting leads to loading once the content service can be asked',
  },
  otpVerification: {
    // the code is marked dead by the transition's own actions, and `awaitingCode` sends a dead code
    // straight on to `codeExpired` (its eventless guard): the same state, context and calls
    'awaitingCode otp.expired#0 → awaitingCode (was codeExpired)': 'awaitingCode forwards a dead code',
    'verifying error:verifyCode#0 → awaitingCode (was codeExpired)': 'awaitingCode forwards a dead code',
  },
  pinReset: {
    // `starting` only sends each mode on its way (forgot → identifying, reset → idle) and the
    // mode never changes: aiming at it instead of where it leads is the same step
    'requesting error:requestCode#0 → starting (was identifying)': 'forgot mode: starting leads to identifying',
    'requestFailed pin.retry#0 → starting (was requesting)': 'reset mode: starting leads to requesting',
    'verifying pin.startOver#0 → starting (was identifying)': 'forgot mode: starting leads to identifying',
    'verifying pin.startOver#1 → starting (was idle)': 'reset mode: starting leads to idle',
  },
  session: {
    // `resolving` and `ending` only dispatch on the context the transition's own actions have just
    // set (a user or none; an alert message or none): aiming at them lands where the chart does
    'signedOut session.signedIn#0 → resolving (was signedIn)': 'a user was assigned: resolving leads to signedIn',
    'signedOut session.expired#0 → resolving (was no target)': 'no user: resolving leads back to signedOut',
    'signedOut storage.sessionChanged#0 → resolving (was signedIn)': 'a user was assigned: resolving leads to signedIn',
    'signedIn session.logout#0 → ending (was loggingOut)': 'no alert message on logout: ending leads to loggingOut',
    'signedIn storage.sessionChanged#1 → resolving (was signedOut)': 'the user was reset: resolving leads to signedOut',
    'signedIn.warned after:warningLength.session.signedIn.warned#0 → ending (was loggingOut)':
      'no alert message: ending leads to loggingOut',
    'loggingOut done:callLogout#0 → resolving (was signedOut)': 'the user was reset: resolving leads to signedOut',
    'loggingOut error:callLogout#0 → resolving (was signedOut)': 'the user was reset: resolving leads to signedOut',
  },
  startup: {
    // `routingMaintenance` dispatches on the maintenance flag and the path, which the transition's
    // own actions have just settled: re-entering it lands where the chart does
    'routingMaintenance always#0 → routingMaintenance (was maintenance)': 'now on /maintenance: leads to maintenance',
    'routingMaintenance always#3 → routingMaintenance (was running)': 'now on /: leads to running',
    // a re-check that finds maintenance has set the flag and the path: routing sends it to maintenance
    'running.ready.rechecking done:recheckSiteSettings#0 → routingMaintenance (was maintenance)':
      'maintenance and on /maintenance: leads to maintenance',
    // in maintenance the path is always /maintenance: writing /maintenance again changes nothing
    'maintenance location.changed#0 without its actions': 'the path is /maintenance already',
    // only an unframed page reaches serverNotFound, and `checkingFrame` sends it to loadingRuntimeConfig
    'serverNotFound startup.retry#0 → checkingFrame (was loadingRuntimeConfig)': 'checkingFrame leads on',
  },
  atlas: {
    // `atlas.select` re-enters from the root (`reenter: true`), which restarts both regions whatever
    // the targets name: naming one region twice instead of each once changes nothing
    'atlas atlas.select#0 → paths (was diagram)': 'the root re-enters both regions',
    'atlas atlas.select#0 → diagram (was paths)': 'the root re-enters both regions',
  },
  twoFactorSetup: {
    // every way into `enabled` leaves no failure (a loaded status, the codes saved, a cancelled
    // disable all clear it), so clearing it again on the way out changes nothing
    'enabled twoFactor.startDisable#0 without its actions': 'the failure is already null in enabled',
  },
};

const pathTests = import.meta.glob<unknown>('./*.test.ts');

type Config = Record<string, unknown>;
type Key = string | number;

interface Mutant {
  label: string;
  machine: AnyStateMachine;
  /** whether a transition (its coverage key in the original chart) is one the mutation changes */
  touches: (key: string) => boolean;
}

interface Site {
  path: Key[];
  source: AnyStateNode;
  eventType: string;
  index: number;
  value: unknown;
}

/** Every transition written in a chart's config, with where it is written and which it is. */
function transitionSites(machine: AnyStateMachine): Site[] {
  const sites: Site[] = [];
  const add = (source: AnyStateNode, path: Key[], eventType: string, value: unknown) => {
    if (Array.isArray(value))
      value.forEach((v, index) => sites.push({ path: [...path, index], source, eventType, index, value: v }));
    else sites.push({ path, source, eventType, index: 0, value });
  };
  const walk = (config: Config, node: AnyStateNode, path: Key[]) => {
    for (const [event, t] of Object.entries((config.on ?? {}) as Config)) add(node, [...path, 'on', event], event, t);
    for (const [delay, t] of Object.entries((config.after ?? {}) as Config))
      add(node, [...path, 'after', delay], `xstate.after.${delay}.${node.id}`, t);
    if (config.always !== undefined) add(node, [...path, 'always'], '', config.always);
    const invokes = config.invoke === undefined ? [] : [config.invoke].flat();
    invokes.forEach((invoke, i) => {
      const at = Array.isArray(config.invoke) ? [...path, 'invoke', i] : [...path, 'invoke'];
      const { id, onDone, onError, onSnapshot } = invoke as Config;
      if (onDone !== undefined) add(node, [...at, 'onDone'], `xstate.done.actor.${String(id)}`, onDone);
      if (onError !== undefined) add(node, [...at, 'onError'], `xstate.error.actor.${String(id)}`, onError);
      if (onSnapshot !== undefined) add(node, [...at, 'onSnapshot'], `xstate.snapshot.${String(id)}`, onSnapshot);
    });
    for (const [name, child] of Object.entries((config.states ?? {}) as Config))
      walk(child as Config, node.states[name] as AnyStateNode, [...path, 'states', name]);
  };
  walk(machine.config as Config, machine.root, []);
  return sites;
}

const siteKey = (site: Site) => `${site.source.id} —${site.eventType || 'always'}#${site.index}→`;

function setIn(value: unknown, path: readonly Key[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [Key, ...Key[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(value[head as number], rest, replacement);
    return copy;
  }
  const object = value as Config;
  return { ...object, [head]: setIn(object[head], rest, replacement) };
}

function resolveTarget(machine: AnyStateMachine, source: AnyStateNode, target: string): AnyStateNode {
  if (target.startsWith('#')) return machine.getStateNodeById(target);
  const base = target.startsWith('.') ? source : (source.parent as AnyStateNode);
  let node = base;
  for (const part of (target.startsWith('.') ? target.slice(1) : target).split('.'))
    node = node.states[part] as AnyStateNode;
  if (!node) throw new Error(`cannot resolve target "${target}" from ${source.id}`);
  return node;
}

/** The chart rebuilt from a changed config with its own implementations (what `setup` gave it). */
function recreate(machine: AnyStateMachine, config: unknown): AnyStateMachine {
  return createMachine(
    config as AnyStateMachine['config'],
    machine.implementations as Parameters<typeof createMachine>[1],
  ) as AnyStateMachine;
}

function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const sites = transitionSites(machine);
  // the sites must be exactly the chart's transitions, or the mutants would miss some
  expect(sites.map(siteKey).sort()).toEqual(
    allTransitionKeys(machine)
      .map((k) => k.replace(/→ .*$/, '→'))
      .sort(),
  );
  const mutants: Mutant[] = [];
  const rebuild = (site: Site, value: unknown) => recreate(machine, setIn(machine.config, site.path, value));
  const name = (node: AnyStateNode) => node.id.slice(machine.id.length + 1) || machine.id;
  for (const site of sites) {
    const v = site.value;
    const object = typeof v === 'string' ? ({ target: v } as Config) : (v as Config);
    const written = object.target === undefined ? [] : [object.target as string | string[]].flat();
    const label = `${name(site.source)} ${site.eventType ? eventName({ type: site.eventType }) : 'always'}#${site.index}`;
    // each target (or, for a transition without one, the source it stays in) aimed at each other child of its parent
    const aims = written.length > 0 ? written.map((t) => resolveTarget(machine, site.source, t)) : [site.source];
    aims.forEach((aim, k) => {
      if (!aim.parent) return;
      for (const other of Object.values(aim.parent.states) as AnyStateNode[]) {
        if (other === aim) continue;
        const targets = written.length > 0 ? written.map((t, j) => (j === k ? `#${other.id}` : t)) : [`#${other.id}`];
        mutants.push({
          label: `${label} → ${name(other)} (was ${written.length > 0 ? name(aim) : 'no target'})`,
          machine: rebuild(site, { ...object, target: targets.length === 1 ? targets[0] : targets }),
          touches: (key) => key.startsWith(siteKey(site)),
        });
      }
    });
    const actions = object.actions === undefined ? [] : [object.actions].flat();
    if (actions.length > 0)
      mutants.push({
        label: `${label} without its actions`,
        machine: rebuild(site, { ...object, actions: [] }),
        touches: (key) => key.startsWith(siteKey(site)),
      });
  }
  // a state's entry and exit actions dropped
  const walk = (config: Config, node: AnyStateNode, path: Key[]) => {
    for (const key of ['entry', 'exit'] as const) {
      const actions = config[key] === undefined ? [] : [config[key]].flat();
      if (actions.length > 0)
        mutants.push({
          label: `${name(node)} without its ${key} actions`,
          machine: recreate(machine, setIn(machine.config, [...path, key], [])),
          // entering or leaving the state: any transition from or to it (or its children)
          touches: (key) => key.includes(node.id),
        });
    }
    for (const [child, childConfig] of Object.entries((config.states ?? {}) as Config))
      walk(childConfig as Config, node.states[child] as AnyStateNode, [...path, 'states', child]);
  };
  walk(machine.config as Config, machine.root, []);
  return mutants;
}

interface Score {
  machine: string;
  states: number;
  transitions: number;
  paths: number;
  mutants: number;
  killed: number;
  /** what killed them: a step no way (or no assertion) was written for, a failed check, the actor failing, the coverage */
  by: Record<KillKind, number>;
  survived: string[];
  ms: number;
}

type KillKind = 'way' | 'check' | 'actor' | 'coverage';

const kindOf = (message: string): KillKind =>
  /no way into|no assertion written/.test(message)
    ? 'way'
    : /the actor (failed|is )/.test(message)
      ? 'actor'
      : /^(states not reached|transitions not taken)/.test(message)
        ? 'coverage'
        : 'check';

const scores: Score[] = [];

/** Runs the path test of `entry` (paths, assertions, coverage) on a mutant: the error that kills it, or null. */
function killer(
  entry: MachineEntry,
  mutant: Mutant,
  assertions: StateAssertions,
  paths: readonly GeneratedPath[],
  taken: ReadonlyArray<ReadonlySet<string>>,
): string | null {
  const runner = new PathRunner({ ...entry, machine: mutant.machine }, assertions);
  const takesSite = (i: number) => [...taken[i]!].some(mutant.touches);
  const order = [...paths.keys()].sort((a, b) => Number(takesSite(b)) - Number(takesSite(a)));
  try {
    for (const i of order) runner.replay(paths[i]!);
  } catch (error) {
    return (error as Error).message;
  }
  const coverage = runner.measure();
  if (coverage.states.missing.length > 0) return `states not reached: ${coverage.states.missing.join(', ')}`;
  if (coverage.transitions.missing.length > 0)
    return `transitions not taken: ${coverage.transitions.missing.join(', ')}`;
  return null;
}

describe('mutation check of the path tests', () => {
  const entries = machineRegistry;

  it.each(entries.map((e) => [e.id, e] as const))(
    '%s: the path test kills at least 90 % of the chart’s mutants',
    async (_id, entry) => {
      const started = performance.now();
      const load = pathTests[`./${entry.id}.test.ts`];
      if (!load) throw new Error(`${entry.id} has no path test (test/machines/${entry.id}.test.ts)`);
      const assertions = await writtenAssertions(entry.id, load);
      const paths = generatePaths(entry);
      const original = new PathRunner(entry, assertions);
      // the original chart passes its own path test, or nothing below means anything
      const taken = paths.map((p) => original.replay(p));
      const coverage = original.measure();
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);

      const excluded = equivalent[entry.id] ?? {};
      const all = mutantsOf(entry.machine);
      // an exclusion that names no mutant any more is stale: the chart changed, look again
      expect(Object.keys(excluded).filter((label) => !all.some((m) => m.label === label))).toEqual([]);
      const mutants = all.filter((m) => !(m.label in excluded));
      const by: Record<KillKind, number> = { way: 0, check: 0, actor: 0, coverage: 0 };
      const survived: string[] = [];
      for (const mutant of mutants) {
        const error = killer(entry, mutant, assertions, paths, taken);
        if (error === null) survived.push(mutant.label);
        else by[kindOf(error)]++;
        // MUTATIONS_VERBOSE=1 shows what killed each mutant
        if (process.env.MUTATIONS_VERBOSE) console.info(`${mutant.label}\n    ${error?.split('\n')[0] ?? 'SURVIVED'}`);
      }
      scores.push({
        machine: entry.id,
        states: coverage.states.total,
        transitions: coverage.transitions.total,
        paths: paths.length,
        mutants: mutants.length,
        killed: mutants.length - survived.length,
        by,
        survived,
        ms: Math.round(performance.now() - started),
      });
      expect(mutants.length).toBeGreaterThan(0);
      expect(
        (mutants.length - survived.length) / mutants.length,
        `surviving mutants of ${entry.id}:\n  ${survived.join('\n  ')}`,
      ).toBeGreaterThanOrEqual(FLOOR);
    },
    // measured: the largest (atlas, startup) take 2 s alone, 8 s with both cores busy and 41 s
    // (serviceWizardSteps) on a machine loaded far past its cores; the limit only catches a hang
    120_000,
  );

  afterAll(() => {
    const header = [
      'machine',
      'states',
      'transitions',
      'paths',
      'mutants',
      'killed',
      'survived',
      'score',
      'killed by way/check/actor/coverage',
      'ms',
    ];
    const rows = scores.map((s) => [
      s.machine,
      s.states,
      s.transitions,
      s.paths,
      s.mutants,
      s.killed,
      s.survived.length,
      `${((100 * s.killed) / s.mutants).toFixed(1)} %`,
      `${s.by.way}/${s.by.check}/${s.by.actor}/${s.by.coverage}`,
      s.ms,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const line = (cells: ReadonlyArray<unknown>) =>
      cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
    console.info(
      ['[mutations] path tests against mutants of their charts', line(header), ...rows.map(line)].join('\n'),
    );
    for (const s of scores)
      if (s.survived.length > 0) console.info(`[mutations] ${s.machine} survivors:\n  ${s.survived.join('\n  ')}`);
  });
});

import { and, not, or, stateIn, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * Readable names for the parts of a statechart — triggers, delays, guards, actions, events with
 * their payload, state values — shared by the graph, the Mermaid text and the test scripts so
 * that a QA reader sees the same words everywhere.
 */

/** `after 1 s`, `after 0.5 s`, `after 540 s`: the spec states its timings in seconds. */
export function formatDelay(ms: number): string {
  return `after ${Number((ms / 1000).toFixed(3))} s`;
}

/** A delay's milliseconds: a number, or a named delay whose implementation is a number. */
export function delayMs(delay: string | number, machine: AnyStateMachine): number | null {
  if (typeof delay === 'number') return delay;
  const impl: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof impl === 'number' ? impl : null;
}

export function delayLabel(delay: string | number, machine: AnyStateMachine): string {
  const ms = delayMs(delay, machine);
  return ms === null ? `after ${delay}` : formatDelay(ms);
}

/** The trigger of an event type: `always`, `after 1 s`, `done: loadForm`, `error: loadForm`, or the type itself. */
export function triggerLabel(eventType: string, machine: AnyStateMachine): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(eventType);
  if (after) return delayLabel(/^\d+$/.test(after[1]!) ? Number(after[1]) : after[1]!, machine);
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done: state ${stateKey(machine, doneState[1]!)}`;
  return eventType;
}

function stateKey(machine: AnyStateMachine, id: string): string {
  try {
    return machine.getStateNodeById(id).key;
  } catch {
    return id;
  }
}

// the built-in higher-order guards are recognised by their shared check functions, not by
// function names, which a production build may minify
const checkOf = (g: unknown): unknown => (g as { check?: unknown }).check;
const CHECK_AND = checkOf(and([]));
const CHECK_OR = checkOf(or([]));
const CHECK_NOT = checkOf(not('_'));
const CHECK_IN = checkOf(stateIn('_'));

/** `isReady`, `!isReady`, `a and (b or !c)`, `in #machine.state`; inline functions are `inline`. */
export function guardLabel(guard: unknown): string {
  return describeGuard(guard, false);
}

function describeGuard(guard: unknown, nested: boolean): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { check, guards, stateValue } = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown };
    if ((check === CHECK_AND || check === CHECK_OR) && guards) {
      const joined = guards.map((g) => describeGuard(g, true)).join(check === CHECK_AND ? ' and ' : ' or ');
      return nested && guards.length > 1 ? `(${joined})` : joined;
    }
    if (check === CHECK_NOT && guards) return `!${describeGuard(guards[0], true)}`;
    if (check === CHECK_IN) return `in ${typeof stateValue === 'string' ? stateValue : JSON.stringify(stateValue)}`;
    return 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return describeGuard(guard.type, nested);
  return String(guard);
}

/** A named action's name; built-in action creators by their kind (`assign`, `sendTo`); inline functions `inline`. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? type.replace(/^xstate\./, '') : 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) return actionName(action.type);
  return String(action);
}

const PAYLOAD_VALUE_LENGTH = 40;

/** One payload value, short: strings quoted, objects as JSON cut at 40 characters. */
export function briefValue(value: unknown): string {
  const text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  return text.length > PAYLOAD_VALUE_LENGTH ? `${text.slice(0, PAYLOAD_VALUE_LENGTH - 1)}…` : text;
}

/** `key: value, …` for the fields of an object other than `type`; empty when there are none. */
export function briefFields(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return briefValue(value);
  return Object.entries(value)
    .filter(([k, v]) => k !== 'type' && v !== undefined)
    .map(([k, v]) => `${k}: ${briefValue(v)}`)
    .join(', ');
}

/**
 * An event as a tester reads it: its trigger, then its payload in brief (`otp.submit (otp: "123456")`);
 * a delay with the state whose timer fires (`after 1 s in validity.counting`), as two may run at once.
 */
export function eventLabel(event: EventObject, machine: AnyStateMachine): string {
  const fields = briefFields(event);
  let trigger = triggerLabel(event.type, machine);
  const after = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type);
  if (after)
    trigger += ` in ${after[1]!.startsWith(`${machine.id}.`) ? after[1]!.slice(machine.id.length + 1) : after[1]}`;
  return fields ? `${trigger} (${fields})` : trigger;
}

/** `idle`, `editing.idle`, `validity.counting, resend.locked`; a nested parallel state in braces. */
export function stateValueLabel(value: unknown): string {
  const label = (v: unknown): string => {
    if (typeof v === 'string') return v;
    if (!v || typeof v !== 'object') return String(v);
    const parts = Object.entries(v).map(([k, child]) => {
      const inner = label(child);
      return inner ? `${k}.${inner}` : k;
    });
    return parts.length === 1 ? parts[0]! : parts.length === 0 ? '' : `{${parts.join(', ')}}`;
  };
  if (value && typeof value === 'object' && Object.keys(value).length > 1)
    return Object.entries(value)
      .map(([k, child]) => (label(child) ? `${k}.${label(child)}` : k))
      .join(', ');
  return label(value);
}

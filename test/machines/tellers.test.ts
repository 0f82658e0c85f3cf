import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import { sampleFailures } from '../../machines/samples/failures';
import { changedTeller, createdTeller, loginTaken, teamRows } from '../../machines/samples/tellers.samples';
import { emptyTellerForm, limitProblem, tellerFormProblems, type TellersContext } from '../../machines/tellers.machine';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'tellers');
const { ctx, before, expectStep } = contextChecks<TellersContext>();

const userEvents = [
  'search.change',
  'list.refresh',
  'list.retry',
  'create.start',
  'create.change',
  'create.submit',
  'create.cancel',
  'teller.enable',
  'teller.disable',
  'teller.reset',
  'limit.start',
  'limit.change',
  'limit.submit',
  'limit.cancel',
] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const idOf = (check: StepCheck) => sent<{ id: string }>(check).id;
const loadCall = { name: 'actor:loadTeam', params: undefined };
const expectSearch = (check: StepCheck) => expectStep(check, { query: sent<{ query: string }>(check).query });
const isTeller = (c: TellersContext, id: string) => c.rows.some((r) => r.id === id && r.role === 'TELLER');
/** a change of a teller asked for: the call names the action and the teller */
const expectChange = (check: StepCheck, action: string) => {
  const id = idOf(check);
  expect(isTeller(before(check), id)).toBe(true);
  expectStep(check, { selectedId: id, notice: null, failure: null }, [
    { name: 'actor:changeTeller', params: { action, id } },
  ]);
};

const assertions: StateAssertions = {
  'tellers.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          rows: [],
          query: '',
          form: emptyTellerForm,
          problems: {},
          selectedId: null,
          limit: '',
          notice: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([loadCall]);
      },
      'failed list.retry': () => expectStep(check, {}, [loadCall]),
      'ready.idle list.refresh': () => expectStep(check, {}, [loadCall]),
      'loading search.change': () => expectSearch(check),
      [ignoredIn('loading', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'tellers.failed': (check) =>
    expectWay(check, {
      'loading error:loadTeam': () => expectStep(check, { failure: sampleFailures.network }),
      'failed search.change': () => expectSearch(check),
      [ignoredIn('failed', userEvents, 'list.retry', 'search.change')]: () => expectUnchanged(check),
    }),
  'tellers.ready.idle': (check) =>
    expectWay(check, {
      'loading done:loadTeam': () => expectStep(check, { rows: [...teamRows], failure: null }),
      'ready.idle search.change': () => expectSearch(check),
      // a branch (or an id not on the list) is no teller: nothing happens
      'ready.idle teller.enable|teller.disable|teller.reset|limit.start': () => {
        expect(isTeller(before(check), idOf(check))).toBe(false);
        expectUnchanged(check);
      },
      [ignoredIn(
        'ready.idle',
        userEvents,
        'search.change',
        'list.refresh',
        'create.start',
        'teller.enable',
        'teller.disable',
        'teller.reset',
        'limit.start',
      )]: () => expectUnchanged(check),
      'ready.creating.editing create.cancel': () => expectStep(check, { failure: null }),
      'ready.creating.saving done:createTeller': () =>
        expectStep(check, {
          rows: [...before(check).rows, createdTeller],
          form: emptyTellerForm,
          notice: { kind: 'created', name: createdTeller.name },
        }),
      'ready.limiting.editing limit.cancel': () => expectStep(check, { selectedId: null, limit: '', failure: null }),
      'ready.limiting.saving|ready.changing.enable|ready.changing.disable|ready.changing.reset done:changeTeller':
        () => {
          const b = before(check);
          const from = JSON.stringify(check.previous?.value ?? '');
          const kind = from.includes('limiting')
            ? 'limit'
            : from.includes('"enable"')
              ? 'enabled'
              : from.includes('"disable"')
                ? 'disabled'
                : 'reset';
          expectStep(check, {
            rows: b.rows.map((r) => (r.id === changedTeller.id ? changedTeller : r)),
            notice: { kind, name: b.rows.find((r) => r.id === b.selectedId)?.name ?? '' } as TellersContext['notice'],
            selectedId: null,
            limit: '',
          });
        },
      'ready.changing.enable|ready.changing.disable|ready.changing.reset error:changeTeller': () =>
        expectStep(check, { selectedId: null, limit: '', failure: sampleFailures.network }),
    }),
  'tellers.ready.creating.editing': (check) =>
    expectWay(check, {
      'ready.idle create.start': () =>
        expectStep(check, { form: emptyTellerForm, problems: {}, notice: null, failure: null }),
      'ready.creating.editing create.change': () => {
        const { field, value } = sent<{ field: keyof TellersContext['form']; value: string }>(check);
        expectStep(check, {
          form: { ...before(check).form, [field]: value },
          problems: { ...before(check).problems, [field]: undefined },
        });
      },
      // an incomplete form is not sent: its problems are shown
      'ready.creating.editing create.submit': () => {
        const problems = tellerFormProblems(before(check).form);
        expect(Object.keys(problems).length).toBeGreaterThan(0);
        expectStep(check, { problems });
      },
      // a refused teller keeps the form as typed, and says why
      'ready.creating.saving error:createTeller': () => {
        expect(ctx(check.snapshot).form).toEqual(before(check).form);
        expectStep(check, { failure: loginTaken });
      },
      'ready.creating.editing search.change': () => expectSearch(check),
      [ignoredIn(
        'ready.creating.editing',
        userEvents,
        'search.change',
        'create.change',
        'create.submit',
        'create.cancel',
      )]: () => expectUnchanged(check),
    }),
  'tellers.ready.creating.saving': (check) =>
    expectWay(check, {
      'ready.creating.editing create.submit': () => {
        const { form } = before(check);
        expect(tellerFormProblems(form)).toEqual({});
        expectStep(check, { failure: null }, [
          {
            name: 'actor:createTeller',
            params: { ...form, login: form.login.trim().toLowerCase(), name: form.name.trim() },
          },
        ]);
      },
      'ready.creating.saving search.change': () => expectSearch(check),
      [ignoredIn('ready.creating.saving', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'tellers.ready.limiting.editing': (check) =>
    expectWay(check, {
      'ready.idle limit.start': () => {
        expect(isTeller(before(check), idOf(check))).toBe(true);
        expectStep(check, { selectedId: idOf(check), limit: '', notice: null, failure: null });
      },
      'ready.limiting.editing limit.change': () =>
        expectStep(check, { limit: sent<{ value: string }>(check).value, failure: null }),
      'ready.limiting.editing limit.submit': () => {
        expect(limitProblem(before(check).limit)).not.toBeNull();
        expectUnchanged(check);
      },
      'ready.limiting.saving error:changeTeller': () => {
        expect(ctx(check.snapshot).limit).toBe(before(check).limit);
        expectStep(check, { failure: sampleFailures.network });
      },
      'ready.limiting.editing search.change': () => expectSearch(check),
      [ignoredIn(
        'ready.limiting.editing',
        userEvents,
        'search.change',
        'limit.change',
        'limit.submit',
        'limit.cancel',
      )]: () => expectUnchanged(check),
    }),
  'tellers.ready.limiting.saving': (check) =>
    expectWay(check, {
      'ready.limiting.editing limit.submit': () => {
        const { limit, selectedId } = before(check);
        expect(limitProblem(limit)).toBeNull();
        expectStep(check, { failure: null }, [
          { name: 'actor:changeTeller', params: { action: 'limit', id: selectedId, dailyLimit: limit.trim() } },
        ]);
      },
      'ready.limiting.saving search.change': () => expectSearch(check),
      [ignoredIn('ready.limiting.saving', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'tellers.ready.changing.enable': (check) =>
    expectWay(check, {
      'ready.idle teller.enable': () => expectChange(check, 'enable'),
      'ready.changing.enable search.change': () => expectSearch(check),
      [ignoredIn('ready.changing.enable', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'tellers.ready.changing.disable': (check) =>
    expectWay(check, {
      'ready.idle teller.disable': () => expectChange(check, 'disable'),
      'ready.changing.disable search.change': () => expectSearch(check),
      [ignoredIn('ready.changing.disable', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
  'tellers.ready.changing.reset': (check) =>
    expectWay(check, {
      'ready.idle teller.reset': () => expectChange(check, 'reset'),
      'ready.changing.reset search.change': () => expectSearch(check),
      [ignoredIn('ready.changing.reset', userEvents, 'search.change')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);

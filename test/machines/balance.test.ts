import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { BalanceAnswer, BalanceContext } from '../../machines/balance.machine';
import { sampleBalanceLayout } from '../../machines/samples/balance.samples';
import { sampleFailures } from '../../machines/samples/failures';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'balance');
const { ctx, before, expectStep } = contextChecks<BalanceContext>();
const output = (check: StepCheck) => (check.event as unknown as { output: BalanceAnswer }).output;

/**
 * A balance arrived: drawn as the layout says (requirements#balance: its pouches in its order with
 * its labels; a pouch the user lacks left out; without a layout the main balance), counted
 * (balanceBitCount grows with every update), no failure.
 */
const expectUpdated = (check: StepCheck) => {
  const answer = output(check);
  const layout = before(check).layout;
  const balance = ctx(check.snapshot).balance;
  expectStep(check, { balance, balanceBitCount: before(check).balanceBitCount + 1, failure: null });
  if (answer.pouches.length === 0) expect(balance).toBeNull();
  else if (layout === null) expect(balance).toEqual({ asOf: answer.asOf, lines: [{ ...answer.main!, label: null }] });
  else
    expect(balance!.lines.map((l) => [l.pouchType, l.label?.en, l.amountMajor])).toEqual(
      layout.items
        .toSorted((a, b) => a.sortOrder - b.sortOrder)
        .flatMap((item) => {
          const pouch = answer.pouches.find((p) => p.pouchType === item.pouchType);
          return pouch ? [[item.pouchType, item.label.en, pouch.amountMajor]] : [];
        }),
    );
};

/** A load failed: the failure is said, the balance on screen (if any) and the count stay. */
const expectFailed = (check: StepCheck) => expectStep(check, { failure: sampleFailures.network });

/** The balance is asked for with the layout's balance-fetch config (none without a layout). */
const expectFetching = (check: StepCheck, changes: Partial<BalanceContext> = {}) =>
  expectStep(check, changes, [
    {
      name: 'actor:fetchBalance',
      params: { balanceFetch: { ...before(check), ...changes }.layout?.balanceFetch ?? null },
    },
  ]);

/** The toggle flips the mask and remembers the new choice, wherever the widget is. */
const expectToggled = (check: StepCheck) => {
  const hidden = !before(check).hidden;
  expect(check.snapshot.value).toEqual(check.previous!.value);
  expectStep(check, { hidden }, [{ name: 'rememberVisibility', params: { hidden } }]);
};

const toggle = (state: string) => `${state} balance.toggleVisibility`;

const assertions: StateAssertions = {
  'balance.loadingLayout': (check) =>
    expectWay(check, {
      start: () => {
        // requirements#balance: balanceBitCount starts at 1; the mask as the user left it
        expect(ctx(check.snapshot)).toEqual({
          layout: null,
          balance: null,
          balanceBitCount: 1,
          hidden: (check.input as { hidden: boolean }).hidden,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:fetchLayout', params: undefined }]);
      },
      'loadingLayout balance.refresh|balance.retry': () => expectUnchanged(check),
      [toggle('loadingLayout')]: () => expectToggled(check),
    }),
  'balance.loading': (check) =>
    expectWay(check, {
      'loadingLayout done:fetchLayout': () => {
        expect(check.snapshot.context).toMatchObject({ layout: sampleBalanceLayout });
        expectFetching(check, { layout: sampleBalanceLayout });
      },
      // without a layout: the configured balance call, the main balance
      'loadingLayout error:fetchLayout': () => expectFetching(check),
      'failed balance.retry': () => expectFetching(check),
      'loading balance.refresh|balance.retry': () => expectUnchanged(check),
      [toggle('loading')]: () => expectToggled(check),
    }),
  'balance.loaded': (check) =>
    expectWay(check, {
      'loading done:fetchBalance': () => expectUpdated(check),
      'refreshing done:refreshBalance': () => expectUpdated(check),
      // a failed refresh keeps the last balance on screen and reports the failure
      'refreshing error:refreshBalance': () => {
        expectFailed(check);
        expect(ctx(check.snapshot).balanceBitCount).toBeGreaterThan(1);
      },
      'loaded balance.retry': () => expectUnchanged(check),
      [toggle('loaded')]: () => expectToggled(check),
    }),
  'balance.refreshing': (check) =>
    expectWay(check, {
      'loaded balance.refresh': () => expectFetching(check),
      'refreshing balance.refresh|balance.retry': () => expectUnchanged(check),
      [toggle('refreshing')]: () => expectToggled(check),
    }),
  'balance.failed': (check) =>
    expectWay(check, {
      'loading error:fetchBalance': () => {
        expectFailed(check);
        expect(ctx(check.snapshot).balance).toBeNull();
      },
      'failed balance.refresh': () => expectUnchanged(check),
      [toggle('failed')]: () => expectToggled(check),
    }),
};

describeMachinePaths(entry, assertions);

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type ActorRefFrom } from 'xstate';
import { serviceWizardMachine } from '../../../machines/serviceWizard.machine';
import type { WizardForm } from '../../../machines/serviceWizard.form';
import type { ServiceForm } from '../../../src/api/contract/serviceForm';
import { ReceiptPanel } from '../../../src/flows/serviceWizard/ReceiptPanel';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { form, param, step } from '../../forms/fixtures';
import { activate, renderUi } from '../../support/render';

/** requirements#summary-option-labels, requirements#receipt-retry, requirements#receipt-completion */

const operator = param({
  ParameterId: 'operator',
  ComponentType: 2,
  type: 'select',
  ValueSource: 'static',
  PossibleValue: [{ value: 'ASIACELL', label: { en: 'Asiacell', ar: 'آسياسيل' } }],
});
const bill = form([step([operator])], {
  receipt: [{ label: { en: 'Mobile operator', ar: 'مشغّل الهاتف' }, from: 'value', key: 'operator', format: 'option' }],
});
const favourites: ServiceForm = {
  ...bill,
  completion: {
    title: { en: 'Favourite saved', ar: 'تم حفظ المفضّل' },
    again: { en: 'Save another favourite', ar: 'حفظ مفضّل آخر' },
  },
};
const receipt = (status: 0 | 1 | 2) => ({
  transactionId: 'TX1',
  status,
  statusMessage: status === 2 ? 'The operator refused this number.' : null,
  amount: '5000.00',
  fee: '0.00',
  total: '5000.00',
  currency: 'IQD',
  counterparty: null,
  balanceAfter: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  details: {},
});

/** A wizard that reaches its receipt: the form loaded, the steps ended with ASIACELL chosen, the Submit answered. */
async function wizardOnReceipt(serviceForm: ServiceForm, status: 0 | 1 | 2) {
  const entries = {
    stepIndex: 0,
    history: [],
    values: { operator: 'ASIACELL' },
    errors: {},
    options: {},
    optionsState: {},
    responses: [],
  };
  let runs = 0;
  const actor = createActor(
    serviceWizardMachine.provide({
      actors: {
        loadForm: fromPromise(async () => serviceForm as unknown as WizardForm),
        // the first run hands the entries over; a later one stays on the form (what Try again shows)
        serviceWizardSteps: createMachine({
          initial: 'starting',
          states: {
            starting: { always: [{ guard: () => (runs += 1) === 1, target: 'done' }, { target: 'editing' }] },
            editing: {},
            done: { type: 'final' },
          },
          output: { entries, changed: false },
        }) as never,
        serviceWizardConfirmation: createMachine({
          initial: 'done',
          states: { done: { type: 'final' } },
          output: { outcome: 'receipt', result: receipt(status) },
        }) as never,
      },
    }),
    { input: { pageId: 'P', instanceId: 'w' } },
  ).start();
  await waitFor(() => expect(actor.getSnapshot().matches('receipt')).toBe(true));
  return actor as unknown as ActorRefFrom<typeof serviceWizardMachine>;
}

function show(actor: ActorRefFrom<typeof serviceWizardMachine>, serviceForm: ServiceForm, locale = 'en') {
  const platform = { siteSettings: { get: () => null, subscribe: () => () => {} } };
  const value = { platform } as unknown as AppContextValue;
  renderUi(
    <AppProvider value={value}>
      <ReceiptPanel actor={actor} form={serviceForm} locale={locale} />
    </AppProvider>,
  );
}

beforeEach(() => activate('en'));

describe('ReceiptPanel', () => {
  it('shows the chosen operator by its label in the user language, never its code', async () => {
    activate('ar');
    show(await wizardOnReceipt(bill, 1), bill, 'ar');
    const line = screen.getByRole('row', { name: /مشغّل الهاتف/ });
    expect(within(line).getByRole('cell').textContent).toBe('آسياسيل');
    expect(screen.queryByText('ASIACELL')).toBeNull();
  });

  it('offers Try again on a declined payment, which goes back to the form with everything kept', async () => {
    const actor = await wizardOnReceipt(bill, 2);
    show(actor, bill);
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('The operator refused this number.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New payment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const after = actor.getSnapshot();
    expect(after.matches('editing')).toBe(true);
    expect(after.context.entries.values).toEqual({ operator: 'ASIACELL' });
    expect(after.context.attempt).toBe(1);
  });

  it.each([0, 1] as const)('offers no Try again on a receipt with status %i', async (status) => {
    show(await wizardOnReceipt(bill, status), bill);
    expect(screen.getByRole('button', { name: 'New payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('ends saving a favourite on its own confirmation, not "Payment successful"', async () => {
    show(await wizardOnReceipt(favourites, 1), favourites);
    expect(screen.getByRole('heading', { name: 'Favourite saved' })).toBeTruthy();
    expect(screen.queryByText('Payment successful')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save another favourite' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New payment' })).toBeNull();
  });
});

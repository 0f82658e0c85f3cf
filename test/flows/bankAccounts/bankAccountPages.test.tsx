import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromTransition } from 'xstate';
import type { BankAccount, BankAccountDetails } from '../../../src/api/contract/bankAccounts';
import * as paths from '../../../src/api/contract/paths';
import { createContentCache } from '../../../src/config/contentCache';
import { BankAccountDetailsPage } from '../../../src/flows/bankAccounts/BankAccountDetailsPage';
import { BankAccountsPage } from '../../../src/flows/bankAccounts/BankAccountsPage';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { fakeGateway } from '../../support/fakeGateway';
import { activate, renderUi } from '../../support/render';

const account = (id: string, last4: string): BankAccount => ({
  id,
  bankCode: 'RAFB',
  bankName: { en: 'Rafidain Bank', ar: 'مصرف الرافدين', ku: 'بانکی ڕافیدەین' },
  accountNumberMasked: `•••• •••• ${last4}`,
  last4,
  holderName: 'Mustafa Jabbar',
  status: 'linked',
  linkedAt: '2026-11-20T09:00:00.000Z',
});
const details = (a: BankAccount): BankAccountDetails => ({ ...a, statement: { mimeType: 'image/png', size: 2048 } });
const pinWrong = { kind: 'pinWrong', errCode: 1109, message: 'The PIN is not right.', attemptsLeft: 4 };

function setup(url: string, routes: Record<string, (body: unknown) => unknown>) {
  const calls: Array<[string, unknown]> = [];
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([path, handler]) => [
      path,
      (body: unknown) => {
        calls.push([path, body]);
        return handler(body);
      },
    ]),
  );
  const platform = {
    gateway: fakeGateway(handlers),
    contentCache: createContentCache(),
    siteSettings: { get: () => null, subscribe: () => () => {} },
  };
  const locale = createActor(fromTransition((s) => s, { active: 'en' })).start();
  const value = { platform, actors: { locale } } as unknown as AppContextValue;
  const root = createRootRoute({
    component: () => (
      <AppProvider value={value}>
        <Outlet />
      </AppProvider>
    ),
  });
  const list = createRoute({ getParentRoute: () => root, path: '/app/lists/bank', component: BankAccountsPage });
  const view = createRoute({
    getParentRoute: () => root,
    path: '/app/forms/view-bank-details',
    component: BankAccountDetailsPage,
  });
  const other = createRoute({ getParentRoute: () => root, path: '/app/$', component: () => <p>Another page</p> });
  const router = createRouter({
    routeTree: root.addChildren([list, view, other]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderUi(<RouterProvider router={router} />);
  return { calls, router };
}

/** the PIN boxes are masked (password inputs): typed one digit a box */
function typePin(dialog: HTMLElement, digits: string) {
  const boxes = Array.from(dialog.querySelectorAll('input:not([type="hidden"])'));
  expect(boxes).toHaveLength(4);
  digits.split('').forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
}

describe('the bank account pages', () => {
  it('lists the accounts masked, each leading to its details; none: a link to link one', async () => {
    activate('en');
    setup('/app/lists/bank', { [paths.bankAccountList]: () => ({ accounts: [account('21', '1234')], max: 5 }) });
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Rafidain Bank');
    expect(item.textContent).toContain('•••• •••• 1234');
    expect(item.textContent).toContain('Mustafa Jabbar');
    expect(item.textContent).toContain('Linked');
    const link = within(item).getByRole('link', { name: 'Details of Rafidain Bank •••• •••• 1234' });
    expect(link.getAttribute('href')).toMatch(/^\/app\/forms\/view-bank-details\?id=/);
    expect(screen.getByRole('link', { name: 'Link a bank account' }).getAttribute('href')).toBe(
      '/app/link-bank-account',
    );
  });

  it('says when there is none, with the way to link one', async () => {
    activate('en');
    setup('/app/lists/bank', { [paths.bankAccountList]: () => ({ accounts: [], max: 5 }) });
    expect(await screen.findByText('You have no linked bank accounts yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Link a bank account' }).length).toBeGreaterThan(0);
  });

  it('shows one account and unlinks it with the PIN: a wrong PIN first unlinks nothing', async () => {
    activate('en');
    const unlink = vi.fn((body: unknown) => {
      if ((body as { pin: string }).pin !== '2580') throw pinWrong;
      return { account: account('21', '1234') };
    });
    const { calls } = setup('/app/forms/view-bank-details?id=21', {
      [paths.bankAccountDetails]: () => ({ account: details(account('21', '1234')) }),
      [paths.bankAccountUnlink]: unlink,
    });
    await screen.findByText('Mustafa Jabbar');
    expect(calls[0]).toEqual([paths.bankAccountDetails, { id: '21' }]);
    const main = document.body.textContent ?? '';
    expect(main).toContain('•••• •••• 1234');
    expect(main).toContain('On file (image/png, 2 KB)');

    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink a bank account' });
    typePin(dialog, '1111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Attempts left'));
    expect(unlink).toHaveBeenCalledWith({ id: '21', pin: '1111' });
    expect(screen.queryByText(/was unlinked/)).toBeNull();

    typePin(dialog, '2580');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(/was unlinked/)).toBeTruthy();
    expect(unlink).toHaveBeenLastCalledWith({ id: '21', pin: '2580' });
    expect(screen.getByRole('link', { name: 'Back to bank accounts' }).getAttribute('href')).toBe('/app/lists/bank');
  });

  it("says another user's (or an unlinked) account is not linked", async () => {
    activate('en');
    setup('/app/forms/view-bank-details?id=99', {
      [paths.bankAccountDetails]: () => {
        throw { kind: 'notFound', errCode: 1404, message: 'The requested resource was not found.' };
      },
    });
    expect(await screen.findByText('This bank account is not linked to your wallet')).toBeTruthy();
  });
});

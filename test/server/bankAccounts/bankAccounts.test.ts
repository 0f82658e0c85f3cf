import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountDetailsAnswerSchema,
  bankAccountListSchema,
  unlinkBankAccountAnswerSchema,
  type BankAccount,
} from '../../../src/api/contract/bankAccounts';
import { ErrCode } from '../../../src/api/contract/errCodes';
import * as paths from '../../../src/api/contract/paths';
import { optionsDataSchema } from '../../../src/api/contract/transactions';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { maskAccountNumber } from '../../../server/bankAccounts/bankAccounts';
import { categoriesOffering } from '../../../server/payments/access';
import { linksBanks } from '../../../server/seed/routes';
import { userCategories } from '../../../src/api/contract/categories';
import { backends } from '../support/backends';
import { withTestServer } from '../support/server';
import { PNG_BYTES } from '../support/services';
import { callerFor, masked, type Caller } from '../support/transact';

/** the bank account screens are in the route table of exactly the categories that may link one */
it('routes the bank account screens to the categories whose menus offer link-bank-account', () => {
  expect(userCategories.filter(linksBanks)).toEqual(categoriesOffering('LINK_BANK_ACCOUNT'));
});

/** requirements#bank-linking: the linked bank accounts list, details and unlink with the PIN. */
describe.each(backends)('linked bank accounts on $name', (backend) => {
  const env = withTestServer(backend);
  let superagent: Caller;
  let agent: Caller;

  beforeAll(async () => {
    superagent = await callerFor(env.server, 'superagent');
    agent = await callerFor(env.server, 'agent');
  });

  const call = (caller: Caller, path: string, json?: unknown) =>
    caller.client.call('POST', path, { userToken: caller.token, ...(json === undefined ? {} : { json }) });
  const list = async (caller: Caller): Promise<BankAccount[]> => {
    const result = await call(caller, paths.bankAccountList);
    expect(result.status, JSON.stringify(result.envelope)).toBe(200);
    return v.parse(bankAccountListSchema, result.envelope.data).accounts;
  };
  const unlink = (caller: Caller, id: unknown, pin: unknown) => call(caller, paths.bankAccountUnlink, { id, pin });
  const link = (caller: Caller, accountNumber: string) =>
    caller.receipt({
      serviceCode: 'LINK_BANK_ACCOUNT',
      bankCode: 'RAFB',
      accountNumber,
      accountName: 'Mustafa Jabbar',
      dateOfBirth: '1980-05-01',
      statement: `data:image/png;base64,${PNG_BYTES.toString('base64')}`,
      acceptTerms: true,
    });

  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('•••• •••• 9012');
    expect(maskAccountNumber('1234')).toBe('1234');
  });

  it("lists the user's own accounts, newest first, never with the whole number; the details add the statement", async () => {
    const seeded = await list(superagent);
    expect(
      seeded.map((a) => [a.bankCode, a.bankName.en, a.accountNumberMasked, a.last4, a.holderName, a.status]),
    ).toEqual([['TBIQ', 'Trade Bank of Iraq', '•••• •••• 3333', '3333', 'Mustafa Jabbar', 'linked']]);
    const linked = await link(superagent, '700800901234');
    expect(linked.status).toBe(1);
    const raw = await call(superagent, paths.bankAccountList);
    expect(JSON.stringify(raw.envelope)).not.toContain('700800901234');
    expect(JSON.stringify(raw.envelope)).not.toContain('300400503333');
    const accounts = await list(superagent);
    expect(accounts.map((a) => a.last4)).toEqual(['1234', '3333']);
    expect(Number.isNaN(Date.parse(accounts[0]!.linkedAt))).toBe(false);
    expect(accounts[0]!.bankName).toEqual({ en: 'Rafidain Bank', ar: 'مصرف الرافدين', ku: 'بانکی ڕافیدەین' });

    const details = await call(superagent, paths.bankAccountDetails, { id: accounts[0]!.id });
    expect(details.status).toBe(200);
    expect(JSON.stringify(details.envelope)).not.toContain('700800901234');
    expect(v.parse(bankAccountDetailsAnswerSchema, details.envelope.data).account).toEqual({
      ...accounts[0],
      statement: { mimeType: 'image/png', size: PNG_BYTES.length },
    });
    // seeded without a statement
    const seededDetails = await call(superagent, paths.bankAccountDetails, { id: accounts[1]!.id });
    expect(v.parse(bankAccountDetailsAnswerSchema, seededDetails.envelope.data).account.statement).toBeNull();
    // another user's account is not found; the agent's own list holds none of the superagent's
    const foreign = await call(agent, paths.bankAccountDetails, { id: accounts[0]!.id });
    expect([foreign.status, foreign.envelope.errCode]).toEqual([404, ErrCode.notFound]);
    expect((await list(agent)).map((a) => a.last4)).toEqual(['1111']);
  });

  it('unlinks only with the right PIN: a wrong one unlinks nothing; then the bank services no longer offer it', async () => {
    const account = (await list(superagent)).find((a) => a.last4 === '1234');
    expect(account).toBeDefined();
    const id = account!.id;
    const wrong = await unlink(superagent, id, await masked('9999'));
    expect(wrong.envelope).toMatchObject({ responseCode: 1, errCode: ErrCode.pinWrong, data: { attemptsLeft: 4 } });
    const none = await unlink(superagent, id, undefined);
    expect(none.envelope.errCode).toBe(ErrCode.pinRequired);
    const plain = await unlink(superagent, id, DEMO_PIN);
    expect([plain.status, plain.envelope.errCode]).toEqual([400, ErrCode.maskedValueInvalid]);
    expect((await list(superagent)).map((a) => a.id)).toContain(id);
    // another user's id is not found before any PIN is judged
    const foreign = await unlink(agent, id, await masked(DEMO_PIN));
    expect([foreign.status, foreign.envelope.errCode]).toEqual([404, ErrCode.notFound]);

    const options = async () =>
      v.parse(optionsDataSchema, (await call(superagent, paths.linkedBanks, {})).envelope.data).options;
    expect((await options()).map((o) => o.value)).toContain(id);

    const done = await unlink(superagent, id, await masked(DEMO_PIN));
    expect(done.status).toBe(200);
    expect(v.parse(unlinkBankAccountAnswerSchema, done.envelope.data).account).toMatchObject({ id, last4: '1234' });
    expect((await list(superagent)).map((a) => a.last4)).toEqual(['3333']);
    expect((await options()).map((o) => o.value)).not.toContain(id);
    const again = await unlink(superagent, id, await masked(DEMO_PIN));
    expect([again.status, again.envelope.errCode]).toEqual([404, ErrCode.notFound]);
    const gone = await call(superagent, paths.bankAccountDetails, { id });
    expect(gone.status).toBe(404);
    // a bank cash-in from it is refused
    const cashIn = await superagent.submit({ serviceCode: 'BANK_CASH_IN', bankAccountId: id, amount: '1000' });
    expect(cashIn.envelope.errCode).toBe(ErrCode.noLinkedBank);
  });

  it('refuses bad input with 400 and unsigned calls with 401, never a server error', async () => {
    for (const id of ['', 'abc', '0', '-1', '1'.repeat(19), 12, null]) {
      const details = await call(superagent, paths.bankAccountDetails, { id });
      expect(details.status, JSON.stringify(id)).toBe(400);
      expect(details.envelope.errCode).toBe(ErrCode.validationFailed);
      const unlinked = await unlink(superagent, id, await masked(DEMO_PIN));
      expect(unlinked.status, JSON.stringify(id)).toBe(400);
    }
    expect((await call(superagent, paths.bankAccountList, [])).status).toBe(400);
    expect((await call(superagent, paths.bankAccountDetails)).status).toBe(400);
    expect((await call(superagent, paths.bankAccountUnlink)).status).toBe(400);
    const huge = await call(superagent, paths.bankAccountDetails, { id: '999999999999999999' });
    expect(huge.status).toBe(404);
    const unsigned = await superagent.client.call('POST', paths.bankAccountList, {});
    expect(unsigned.status).toBe(401);
  });
});

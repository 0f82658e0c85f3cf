import {
  bankAccountDetailsAnswerSchema,
  bankAccountListSchema,
  unlinkBankAccountAnswerSchema,
} from '../../api/contract/bankAccounts';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#bank-linking: the linked bank accounts screens' calls. */
export function bankAccountsEndpoints(gateway: Gateway) {
  return {
    list: (signal?: AbortSignal) =>
      gateway.call(paths.bankAccountList, { body: {}, schema: bankAccountListSchema, signal }),
    details: (id: string, signal?: AbortSignal) =>
      gateway.call(paths.bankAccountDetails, { body: { id }, schema: bankAccountDetailsAnswerSchema, signal }),
    /** `pin` as the site's maskRequestParam wants it: masked when named there */
    unlink: (request: { id: string; pin: string }, signal?: AbortSignal) =>
      gateway.call(paths.bankAccountUnlink, { body: request, schema: unlinkBankAccountAnswerSchema, signal }),
  };
}

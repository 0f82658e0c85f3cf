import { resendSmsDataSchema } from './contract/account';
import * as paths from './contract/paths';
import { userAccountDataSchema } from './contract/schemas';
import { transactionReportDataSchema } from './contract/transactions';
import type { Gateway } from './gateway';

/**
 * The calls more than one flow makes. A call that belongs to one flow lives in that flow's
 * folder (`src/flows/<flow>/<flow>.endpoints.ts`), typed end to end by the shared contract.
 */
export function createSharedEndpoints(gateway: Gateway) {
  return {
    /** the signed-in user's account: the profile and the two-factor status read it */
    getUserAccount: (signal?: AbortSignal) =>
      gateway.call(paths.getUserAccount, { body: {}, schema: userAccountDataSchema, signal }),
    /** a new SMS code for a pending request: activation and PIN reset both resend */
    resendSMS: (input: { requestId: string }, signal?: AbortSignal) =>
      gateway.call(paths.resendSMS, { body: input, schema: resendSmsDataSchema, signal }),
    /** requirements#calls-other: the signed-in user's history, newest first */
    transactionReport: (query: { page?: number; pageSize?: number }, signal?: AbortSignal) =>
      gateway.call(paths.transactionReport, {
        method: 'POST',
        body: query,
        schema: transactionReportDataSchema,
        signal,
      }),
    /** requirements#downloads: one of the user's stored files, named by its Content-Disposition */
    downloadFile: (fileId: string, signal?: AbortSignal) =>
      gateway.download(paths.downloadFile, { body: { fileId }, fileName: 'download', signal }),
    /** requirements#downloads: the sample CSV of a bulk upload of this type */
    downloadSampleCsv: (type: string, signal?: AbortSignal) =>
      gateway.download(paths.downloadSampleCsv, { body: { type }, fileName: `sample_${type}.csv`, signal }),
  };
}

export { byFilter } from './byFilter';

export type SharedEndpoints = ReturnType<typeof createSharedEndpoints>;

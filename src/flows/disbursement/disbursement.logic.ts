import { assign, fromPromise } from 'xstate';
import {
  disbursementMachine,
  type BatchResult,
  type BatchSummaryItem,
  type ChosenFile,
  type DisbursementCheckResult,
  type ReadFile,
} from '../../../machines/disbursement.machine';
import { checkDisbursementCsv, MAX_DISBURSEMENT_BYTES } from '../../api/contract/disbursement';
import { quietWhenAborted } from '../../platform/call';
import { pinMasker } from '../../platform/maskedPin';
import type { Platform } from '../../platform/platform';
import { deliverFile } from '../../platform/hostActions';
import { disbursementEndpoints } from './disbursement.endpoints';

/**
 * requirements#bulk-disbursement: the batch screen. A file is refused before it is read when it
 * is too big, and before it is sent when the contract's own checks refuse it as a whole (header,
 * no rows); the back end checks every row again with the wallets. A payment is a write: leaving
 * the page does not cancel it.
 */
export function disbursementLogic(platform: Platform, onSampleFailed: (error: unknown) => void) {
  const api = disbursementEndpoints(platform.gateway);
  const protect = pinMasker(platform);
  return disbursementMachine.provide({
    actors: {
      loadBatches: fromPromise<BatchSummaryItem[], void>(
        quietWhenAborted(async ({ signal }) => (await api.batches(signal)).batches),
      ),
      readFile: fromPromise<ReadFile, { file: ChosenFile }>(async ({ input: { file } }) => {
        if (file.size > MAX_DISBURSEMENT_BYTES) throw { fileProblem: 'size' };
        const csv = await file.text();
        const checked = checkDisbursementCsv(csv);
        if (!checked.ok) throw { fileProblem: checked.problem };
        return { name: file.name, csv };
      }),
      checkFile: fromPromise<DisbursementCheckResult, ReadFile>(
        quietWhenAborted(({ input, signal }) => api.check({ fileName: input.name, csv: input.csv }, signal)),
      ),
      submitBatch: fromPromise<BatchResult, ReadFile & { requestId: string; pin: string }>(async ({ input }) =>
        api.submit({
          fileName: input.name,
          csv: input.csv,
          requestId: input.requestId,
          pin: await protect(input.pin),
        }),
      ),
      loadBatch: fromPromise<BatchResult, { batchId: string }>(
        quietWhenAborted(({ input, signal }) => api.batch(input.batchId, signal)),
      ),
    },
    actions: {
      // a fresh key per reviewed file; every retry of its submit sends the same one
      assignRequestId: assign({ requestId: () => crypto.randomUUID() }),
      downloadSample: () => {
        api.sample().then(
          (download) => deliverFile(platform.nativeShell, download.blob, download.fileName),
          (error: unknown) => onSampleFailed(error),
        );
      },
    },
  });
}

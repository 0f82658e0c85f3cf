import {
  disbursementBatchListSchema,
  disbursementBatchSchema,
  disbursementCheckSchema,
} from '../../api/contract/disbursement';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#bulk-disbursement: the batch screen's calls. */
export function disbursementEndpoints(gateway: Gateway) {
  return {
    batches: (signal?: AbortSignal) =>
      gateway.call(paths.disbursementBatches, { body: {}, schema: disbursementBatchListSchema, signal }),
    batch: (batchId: string, signal?: AbortSignal) =>
      gateway.call(paths.disbursementBatch, { body: { batchId }, schema: disbursementBatchSchema, signal }),
    check: (request: { fileName: string; csv: string }, signal?: AbortSignal) =>
      gateway.call(paths.disbursementCheck, { body: request, schema: disbursementCheckSchema, signal }),
    /** `pin` as the site's maskRequestParam wants it; the requestId makes a retry pay nothing again */
    submit: (request: { fileName: string; csv: string; requestId: string; pin: string }) =>
      gateway.call(paths.disbursementSubmit, { body: request, schema: disbursementBatchSchema }),
    sample: () =>
      gateway.download(paths.downloadSampleCsv, {
        body: { type: 'disbursementBatch' },
        fileName: 'disbursement-batch-sample.csv',
      }),
  };
}

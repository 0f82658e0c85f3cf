import type { CallFailure } from '../../api/gateway';
import { maskErrorLogEvent, type ErrorLogDevice, type ErrorLogEvent } from '../../api/contract/errorLog';

/**
 * requirements#error-log: the ErrorLog event of a failed call (spec: method, response, timestamp,
 * device, user identifier, channel 'Web'), its request and response masked before it leaves.
 */
export function errorLogEvent(
  call: CallFailure,
  context: { device: ErrorLogDevice; userIdentifier: string | null; now: number },
): ErrorLogEvent {
  const { failure } = call;
  return maskErrorLogEvent({
    method: call.method,
    path: call.path.slice(0, 300),
    ...(call.body === undefined ? {} : { request: call.body }),
    response: {
      responseCode: failure.responseCode,
      errCode: failure.errCode,
      message: failure.message.slice(0, 1000),
      ...(failure.status === undefined ? {} : { status: failure.status }),
      ...(failure.reason === undefined ? {} : { reason: failure.reason }),
      ...(failure.data === undefined || failure.data === null ? {} : { data: failure.data }),
    },
    timestamp: new Date(context.now).toISOString(),
    device: context.device,
    userIdentifier: context.userIdentifier,
    channel: 'Web',
  });
}

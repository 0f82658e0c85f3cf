import type { Socket } from 'socket.io-client';
import { fromCallback, fromPromise } from 'xstate';
import { errorLogSenderMachine, type ErrorLogSenderEvent } from '../../../machines/errorLogSender.machine';
import type { Platform } from '../../platform/platform';

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The error log's sender with its socket (requirements#error-log). socket.io-client is loaded on
 * the first failure only, so no page pays for it up front; its own reconnection is off, as the
 * statechart decides when to try again.
 */
export function errorLogLogic(platform: Pick<Platform, 'gateway'>) {
  let socket: Socket | null = null;
  /** the contract's event name, loaded with the socket client */
  let eventName = '';

  async function openSocket(): Promise<Socket> {
    if (socket) return socket;
    const target = platform.gateway.config?.errorLog;
    if (!target) throw new Error('no error-log host is configured');
    const [{ io }, contract] = await Promise.all([import('socket.io-client'), import('../../api/contract/errorLog')]);
    eventName = contract.ERROR_LOG_EVENT;
    const options = { path: target.path, reconnection: false, autoConnect: false, timeout: CONNECT_TIMEOUT_MS };
    socket = target.url === '' ? io(options) : io(target.url, options);
    return socket;
  }

  return errorLogSenderMachine.provide({
    actors: {
      connectSocket: fromPromise(async () => {
        const s = await openSocket();
        if (s.connected) return;
        await new Promise<void>((resolve, reject) => {
          const settle = (error?: Error) => {
            s.off('connect', onConnect);
            s.off('connect_error', onError);
            if (error) reject(error);
            else resolve();
          };
          const onConnect = () => settle();
          const onError = (error: Error) => settle(error);
          s.on('connect', onConnect);
          s.on('connect_error', onError);
          s.connect();
        });
      }),
      watchSocket: fromCallback<ErrorLogSenderEvent>(({ sendBack }) => {
        const lost = () => sendBack({ type: 'socket.lost' });
        const s = socket;
        if (!s?.connected) {
          lost();
          return undefined;
        }
        s.on('disconnect', lost);
        return () => void s.off('disconnect', lost);
      }),
    },
    actions: {
      sendEntries: (_, { entries }) => {
        for (const entry of entries) socket?.emit(eventName, entry);
      },
    },
  });
}

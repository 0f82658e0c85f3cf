/** Request/answer over a web worker: each request gets an id, its answer settles that request's promise. */
export type WorkerAnswer<T> = { id: number; ok: T } | { id: number; error: string };

export interface WorkerClient<Q, A> {
  call(request: Q): Promise<A>;
  terminate(): void;
}

export function workerClient<Q, A>(worker: Worker): WorkerClient<Q, A> {
  const pending = new Map<number, { resolve: (a: A) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<WorkerAnswer<A>>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if ('error' in event.data) waiting.reject(new Error(event.data.error));
    else waiting.resolve(event.data.ok);
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'the worker failed'));
    pending.clear();
  };
  return {
    call(request) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request });
      });
    },
    terminate: () => worker.terminate(),
  };
}

/** The worker's side: answer each request with `handle`'s result or its error's message. */
export function serveRequests<Q, A>(handle: (request: Q) => A | Promise<A>): void {
  self.onmessage = async (event: MessageEvent<{ id: number; request: Q }>) => {
    const { id, request } = event.data;
    try {
      self.postMessage({ id, ok: await handle(request) } satisfies WorkerAnswer<A>);
    } catch (error) {
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer<A>);
    }
  };
}

/**
 * A call for `fromPromise`. When the actor is stopped (the user left the page, or React's
 * StrictMode stopped and restarted it in development), its signal aborts the call; the abort is
 * not a failure of the flow, so it is never reported — the stopped actor's promise just never
 * settles.
 */
export function quietWhenAborted<TArgs extends { signal: AbortSignal }, TOutput>(
  call: (args: TArgs) => Promise<NoInfer<TOutput>>,
): (args: TArgs) => Promise<TOutput> {
  return async (args) => {
    try {
      return await call(args);
    } catch (error) {
      if (args.signal.aborted) return new Promise<TOutput>(() => {});
      throw error;
    }
  };
}

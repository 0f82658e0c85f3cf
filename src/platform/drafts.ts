/**
 * requirements#maintenance-session: what open forms keep when maintenance interrupts a session. A form
 * that can be interrupted registers a reader of its draft while it is open; when maintenance
 * begins, every open form's draft is kept — in memory only, never in storage, so nothing entered
 * outlives the page — and the form takes its draft back (once) when it opens again. A reader
 * leaves out what must never be kept (PINs, one-time codes, passwords).
 */
export interface Drafts {
  /** while a form is open: how to read its draft (null: nothing worth keeping); returns the unregister */
  register(key: string, read: () => unknown): () => void;
  /** maintenance began: every open form's draft is kept */
  keepAll(): void;
  /** a form opening: its kept draft, handed over once */
  take(key: string): unknown;
  /** the session ended: nothing is kept for the next user */
  clear(): void;
}

export function createDrafts(): Drafts {
  const readers = new Map<string, () => unknown>();
  const kept = new Map<string, unknown>();
  return {
    register(key, read) {
      readers.set(key, read);
      return () => {
        if (readers.get(key) === read) readers.delete(key);
      };
    },
    keepAll() {
      for (const [key, read] of readers) {
        const draft = read();
        if (draft !== null && draft !== undefined) kept.set(key, draft);
      }
    },
    take(key) {
      const draft = kept.get(key) ?? null;
      kept.delete(key);
      return draft;
    },
    clear() {
      kept.clear();
    },
  };
}

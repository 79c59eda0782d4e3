import type { Database } from '../../platform/db/database.ts';

/**
 * Work started by a request and finished after its answer (decision 169: the reset request answers before it looks
 * the email up, so known and unknown emails take the same time). `idle()` waits for all of it: the app's close and
 * the tests.
 */
export interface BackgroundWork {
  run(task: () => Promise<void>, onError: (error: unknown) => void): void;
  idle(): Promise<void>;
}

function createBackgroundWork(): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(task, onError) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

// One per database handle, like the session liveness cache: every service built on it shares it.
const works = new WeakMap<Database, BackgroundWork>();

export function backgroundWorkFor(db: Database): BackgroundWork {
  let work = works.get(db);
  if (!work) {
    work = createBackgroundWork();
    works.set(db, work);
  }
  return work;
}

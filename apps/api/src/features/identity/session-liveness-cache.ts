import { performance } from 'node:perf_hooks';
import type { Database } from '../../platform/db/database.ts';
import type { SessionRow } from './session-repository.ts';

/**
 * How long a session lookup is reused (decision 090). Short enough that a logout served by another process is
 * honoured within a poll or two; long enough that 100 pollers on one session cost one query per period instead of
 * one per request.
 */
export const SESSION_LIVENESS_TTL_MS = 1_500;
/** Bounds memory under many distinct sessions; past it, stale entries are swept, then everything if still full. */
const MAX_ENTRIES = 50_000;

type Lookup = (sessionId: string) => Promise<SessionRow | undefined>;

interface Entry {
  row: Promise<SessionRow | undefined>;
  until: number;
}

export interface SessionLivenessCache {
  /** The session row as last read (callers still check `expiresAt`), reading the database at most once per TTL. */
  get(sessionId: string, lookup: Lookup): Promise<SessionRow | undefined>;
  /** Marks a session dead in this process at once (logout); a read already in flight cannot bring it back. */
  revoked(sessionId: string): void;
}

export function createSessionLivenessCache(
  ttlMs = SESSION_LIVENESS_TTL_MS,
  monotonicNow: () => number = () => performance.now(),
): SessionLivenessCache {
  const entries = new Map<string, Entry>();

  function put(sessionId: string, row: Promise<SessionRow | undefined>): void {
    const now = monotonicNow();
    if (entries.size >= MAX_ENTRIES) {
      for (const [id, entry] of entries) if (entry.until <= now) entries.delete(id);
      if (entries.size >= MAX_ENTRIES) entries.clear();
    }
    entries.set(sessionId, { row, until: now + ttlMs });
  }

  return {
    get(sessionId, lookup) {
      const hit = entries.get(sessionId);
      if (hit && hit.until > monotonicNow()) return hit.row;
      // The promise itself is cached, so concurrent misses on one session share one query.
      const row = lookup(sessionId);
      put(sessionId, row);
      row.catch(() => {
        if (entries.get(sessionId)?.row === row) entries.delete(sessionId);
      });
      return row;
    },
    revoked(sessionId) {
      put(sessionId, Promise.resolve(undefined));
    },
  };
}

// One cache per database handle, shared by every SessionService built on it (several features build their own),
// so a logout through any of them is seen by all of them.
const caches = new WeakMap<Database, SessionLivenessCache>();

export function sessionLivenessCacheFor(db: Database): SessionLivenessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createSessionLivenessCache();
    caches.set(db, cache);
  }
  return cache;
}

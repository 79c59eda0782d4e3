import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { hitCounter } from './counters.ts';

/**
 * @fastify/rate-limit's store over `rate_limit_counters`: the per-address limits of every route are counted once
 * for all processes, not once per process (issue 28). Each route's counters are prefixed with its method and path.
 */
type RouteInfo = { method?: string | string[]; url?: string; path?: string };

export function postgresRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; `child` gives each route its own prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      hitCounter(db, `ip:${this.prefix}:${key}`, timeWindow, now).then(
        (hit) => callback(null, { current: hit.hits, ttl: Math.max(0, hit.resetsAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    /**
     * The plugin hands the route over as `routeInfo` (its own stores read it there): each route its own count, where
     * reading only the top level gave every route of an address one shared count, with whichever window came first.
     */
    child(options: { routeInfo?: RouteInfo } & RouteInfo): FastifyRateLimitStore {
      const route = options.routeInfo ?? options;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      return new PostgresRateLimitStore(`${method ?? '*'} ${route.url ?? route.path ?? ''}`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

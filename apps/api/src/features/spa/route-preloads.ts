import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** `.vite/route-preloads.json`, written by the web build (apps/web/build/build-data-plugins.ts, table in src/app/route-chunks.ts). */
const routePreloadsSchema = z.object({
  routes: z.array(
    z.object({
      name: z.string(),
      pattern: z.string(),
      announce: z.boolean(),
      scripts: z.array(z.string()),
      styles: z.array(z.string()),
    }),
  ),
});

export interface RoutePreloads {
  /** The index of the first route whose pattern matches `path` (one rendered page per index), or -1. */
  match(path: string): number;
  /** The `<link>` elements that announce route `index`'s chunks and stylesheets; '' for -1. */
  links(index: number): string;
}

const NONE: RoutePreloads = { match: () => -1, links: () => '' };

/**
 * The chunks a route's first paint needs beyond the entry, announced in its index.html so they download beside the
 * entry instead of after it has run (decision 121). A build without the file (or an unreadable one) announces
 * nothing: the app loads them itself, later.
 */
export function readRoutePreloads(distDir: string, assetPrefix: string): RoutePreloads {
  const file = join(distDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return NONE;
  let parsed: z.infer<typeof routePreloadsSchema>;
  try {
    parsed = routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return NONE;
  }
  // Only the routes whose first paint waits on their chunks (apps/web/src/app/route-chunks.ts).
  const announced = parsed.routes.filter((route) => route.announce);
  const patterns = announced.map((route) => new RegExp(route.pattern));
  const html = announced.map(
    ({ scripts, styles }) =>
      // crossorigin as on Vite's own module script, so the browser reuses these responses for the imports.
      scripts.map((file) => `<link rel="modulepreload" crossorigin href="${assetPrefix}${file}">`).join('') +
      styles
        .map((file) => `<link rel="preload" as="style" crossorigin href="${assetPrefix}${file}">`)
        .join(''),
  );
  return {
    match: (path) => patterns.findIndex((pattern) => pattern.test(path)),
    links: (index) => html[index] ?? '',
  };
}

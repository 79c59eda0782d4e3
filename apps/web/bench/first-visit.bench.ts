// What a first visit downloads until the network is idle (issue 16): every script, stylesheet and font a cold browser
// fetches on the lender's start page and register-v2's first screen, counted and sized as gzip (level 9, what the
// first-load bench and the budget count) and as the server sent them (brotli). The first-load bench counts only what
// the first paint needs; this counts everything a visit pulls in before it settles (the shell's lazy chunks, the
// next screens' preloads), which issue 16 asks to bring under 150 KB of JavaScript (decision 175).
// Alone: `npx vite build` in apps/web, then `node --import tsx apps/web/bench/first-visit.bench.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, ROOT, startBenchServer } from './bench-server.ts';

const PAGES = [
  { name: 'start page', path: '/?org=lintel' },
  { name: 'register-v2 first screen', path: '/account/heloc/register-v2?org=lintel' },
];
/** The JavaScript a first visit may download until the network is idle, gzip KB (issue 16's target). */
const TARGET_KB = 150;

interface Fetched {
  url: string;
  kind: 'script' | 'stylesheet' | 'font';
  gzip: number;
  sent: number;
}

async function visit(base: string, path: string): Promise<Fetched[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Promise<Fetched | undefined>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet' && kind !== 'font') return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => undefined);
          if (!body) return undefined;
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            kind,
            gzip: gzipSync(body, { level: 9 }).length,
            sent: sizes.responseBodySize,
          };
        })(),
      );
    });
    // Until the network is idle, then a moment more for what the settled page asks for (the shell's later chunks).
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((f): f is Fetched => f !== undefined);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Chunk files are named by hash alone (vite.config.ts): the build manifest's chunk names make the listing readable. */
function chunkNames(dist: string): Map<string, string> {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return new Map();
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string; name?: string }>;
  return new Map(
    Object.values(manifest).map((item) => [item.file.split('/').at(-1) ?? '', item.name ?? item.file]),
  );
}

async function main(): Promise<void> {
  const dist = process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: build first`);
  const names = chunkNames(dist);
  const server = await startBenchServer();
  try {
    for (const { name, path } of PAGES) {
      const fetched = await visit(server.base, path);
      for (const kind of ['script', 'stylesheet', 'font'] as const) {
        const files = fetched.filter((f) => f.kind === kind);
        const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
        const sent = files.reduce((sum, f) => sum + f.sent, 0);
        const verdict =
          kind === 'script' ? `  ${gzip / 1024 <= TARGET_KB ? 'within' : 'OVER'} ${TARGET_KB} KB` : '';
        console.log(
          `${name.padEnd(26)} ${`${kind}s`.padEnd(12)} ${String(files.length).padStart(3)} files ` +
            `${kb(gzip).padStart(6)} KB gzip (sent ${kb(sent)} KB)${verdict}`,
        );
      }
      const scripts = fetched.filter((f) => f.kind === 'script').sort((a, b) => b.gzip - a.gzip);
      const label = (f: Fetched) => {
        const file = new URL(f.url).pathname.split('/').at(-1) ?? '';
        return `${names.get(file) ?? file} ${kb(f.gzip)}`;
      };
      console.log(`    scripts, largest first: ${scripts.map(label).join(', ')}`);
    }
  } finally {
    await server.stop();
  }
}

await main();

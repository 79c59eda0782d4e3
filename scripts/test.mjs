// `npm test`: typecheck, lint, unit (with domain coverage), API and browser tests, in that order.
// Prints each step's time and, last, one line "N passed, N failed" summing every runner.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const out = join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const minutes = (n) => ({ timeoutMs: n * 60_000 });
const vitest = (name, limit, extra = []) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/${name}.json`,
    ...extra,
  ],
  limit,
];

// Each step's limit is about three times what it takes on a 2-core machine (decision 243): a step that hangs stops
// with its name instead of running into CI's limit. Steps in one group run side by side: the type checker and the
// linter each keep one core busy (issue 29).
const groups = [
  [
    ['typecheck', ['npm', ['run', '--silent', 'typecheck'], minutes(10)]],
    ['lint', ['npm', ['run', '--silent', 'lint'], minutes(10)]],
  ],
  [['domain unit tests + coverage', vitest('domain', minutes(10), ['--coverage'])]],
  [['web unit tests', vitest('web', minutes(10))]],
  [['api tests', vitest('api', minutes(15))]],
  [
    [
      'browser tests',
      [
        'node',
        ['scripts/e2e.mjs', '--reporter=list,json'],
        { ...minutes(40), env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` } },
      ],
    ],
  ],
];
const suiteStarted = performance.now();

const only = process.env.TEST_STEPS?.split(',');
const timings = [];
let failedStep = null;
function wanted(name) {
  if (only && !only.some((o) => name.startsWith(o))) return false;
  // The browser suite arrives with the web app; until then there is nothing to drive.
  if (name === 'browser tests' && !existsSync(join(root, 'apps/web/playwright.config.ts'))) return false;
  if (name === 'web unit tests' && !existsSync(join(root, 'apps/web/test'))) return false;
  return true;
}

for (const group of groups) {
  const steps = group.filter(([name]) => wanted(name));
  if (steps.length === 0) continue;
  console.log(
    `\n=== ${steps.map(([name]) => name).join(' + ')} === (${((performance.now() - suiteStarted) / 1000).toFixed(0)} s into npm test)`,
  );
  const results = await Promise.all(
    steps.map(async ([name, [cmd, args, options]]) => {
      const started = performance.now();
      const code = await run(cmd, args, options);
      return [name, ((performance.now() - started) / 1000).toFixed(1), code];
    }),
  );
  timings.push(...results);
  failedStep = results.find(([, , code]) => code !== 0)?.[0] ?? null;
  if (failedStep) break;
}

let passed = 0;
let failed = 0;
for (const name of ['domain', 'web', 'api']) {
  const file = `${out}/${name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (existsSync(`${out}/e2e.json`)) {
  const { stats } = JSON.parse(readFileSync(`${out}/e2e.json`, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

console.log('\n=== summary ===');
for (const [name, seconds, code] of timings)
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(30)} ${seconds} s`);
if (failedStep) {
  console.log(`Stopped at: ${failedStep}`);
  if (failed === 0) failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);

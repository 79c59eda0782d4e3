import { buildApp } from './app.ts';
import { runAppSeeds, runSeeds } from './demo/seeds.ts';
import type { AppConfig } from './platform/config/env.ts';
import type { OperatorCommandResult } from './platform/cli/operator-command.ts';
import { systemClock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import type { Mailer } from './providers/mailer/mailer.ts';

/**
 * The demo accounts' addresses are under reserved .test domains: a demo deployment's relay would only bounce their
 * emails (verification on registration), so the seed's own app sends none.
 */
const noMail: Mailer = { kind: 'sandbox', send: async () => {} };

/**
 * `npm run seed-demo` (decision 246): the demo lenders, accounts and applications that `npm start` seeds at every
 * start, written once into a deployment of its own choosing, production on sandbox providers included. With
 * `personas`, one account per sandbox persona too, driven through a copy of the app and its job workers in this
 * process (decision 150), as the demo server does in its background.
 */
export async function seedDemo(
  db: Database,
  config: AppConfig,
  { personas }: { personas: boolean },
): Promise<OperatorCommandResult> {
  if (!config.sandboxProviders)
    return { code: 1, out: ['seed-demo: refused: demo accounts belong on sandbox providers only'] };
  await runSeeds(db);
  const out = [
    'seed-demo: the demo lenders, accounts and applications are in place (password Lintel-Demo-2026!)',
  ];
  if (!personas) return { code: 0, out };
  const app = await buildApp({
    db,
    config,
    mailer: noMail,
    logLevel: 'warn',
    webDistDir: '/nonexistent-lintel-web-dist',
  });
  try {
    await app.ready();
    const report = await runAppSeeds({ app, features: { db, config, clock: systemClock, jobs: app.jobs } });
    out.push(
      `seed-demo: persona accounts: ${report.created.length} created, ${report.existing.length} already there` +
        (report.movedOn.length > 0 ? `, ${report.movedOn.length} moved on since (left as they are)` : ''),
    );
    if (report.failed.length === 0) return { code: 0, out };
    return {
      code: 1,
      out: [...out, ...report.failed.map((f) => `seed-demo: persona ${f.personaId} failed: ${f.error}`)],
    };
  } finally {
    await app.close();
  }
}

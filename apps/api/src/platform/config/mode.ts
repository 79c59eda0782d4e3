import { join } from 'node:path';
import type { AppConfig } from './env.ts';

/**
 * A production server on sandbox providers (SANDBOX_PROVIDERS=on) is a test deployment: every page, email and
 * document must say so, as no borrower may take it for a lender's portal (issue 28). The demo says it in its name.
 */
export function marksTestEnvironment(config: Pick<AppConfig, 'mode' | 'sandboxProviders'>): boolean {
  return config.mode === 'production' && config.sandboxProviders;
}

/** Where the data is, without the password a DATABASE_URL may carry. */
function databaseSummary(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${join(config.dataDir, 'pglite')}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The relay's host only: SMTP_URL may carry a user and password. */
function mailSummary(config: Pick<AppConfig, 'smtp' | 'mode'>): string {
  if (!config.smtp) return config.mode === 'demo' ? 'email to the dev mailbox' : 'email kept in memory';
  try {
    return `email through ${new URL(config.smtp.url).host}`;
  } catch {
    return 'email through SMTP_URL';
  }
}

/**
 * The start-up log's statement of what this server is: mode, providers and database in one line, so an operator
 * reading the log cannot mistake a demo or a test deployment for the real thing.
 */
export function startupSummary(config: AppConfig): string {
  const mode =
    config.mode === 'demo'
      ? 'demo mode (demo lenders and accounts, dev mailbox, sandbox clock)'
      : marksTestEnvironment(config)
        ? 'production mode, TEST ENVIRONMENT (SANDBOX_PROVIDERS=on)'
        : 'production mode';
  const providers = config.sandboxProviders ? 'sandbox providers' : 'real providers';
  return `${mode}; ${providers}, ${mailSummary(config)}; database: ${databaseSummary(config)}`;
}

import { describe, expect, it } from 'vitest';
import { marksTestEnvironment, startupSummary } from '../../../src/platform/config/mode.ts';
import { testConfig } from '../../support/test-config.ts';

describe('the mode as the start-up log states it (issue 28)', () => {
  it('names the demo, its providers and its database in one line', () => {
    const demo = testConfig({ dataDir: '/srv/lintel/.data' });
    expect(startupSummary(demo)).toBe(
      'demo mode (demo lenders and accounts, dev mailbox, sandbox clock); sandbox providers, email to the dev ' +
        'mailbox; database: PGlite in /srv/lintel/.data/pglite',
    );
    expect(marksTestEnvironment(demo)).toBe(false);
  });

  it('says a production server on sandbox providers is a test environment, without any password', () => {
    const production = testConfig({
      nodeEnv: 'production',
      databaseUrl: 'postgres://lintel:s3cret@db.internal:5432/lintel',
      smtp: { url: 'smtps://mailer:p4ss@smtp.lender.example:465', from: 'no-reply@lender.example' },
    });
    const line = startupSummary(production);
    expect(line).toBe(
      'production mode, TEST ENVIRONMENT (SANDBOX_PROVIDERS=on); sandbox providers, email through ' +
        'smtp.lender.example:465; database: PostgreSQL at db.internal:5432/lintel',
    );
    expect(line).not.toMatch(/s3cret|p4ss|mailer:/);
    expect(marksTestEnvironment(production)).toBe(true);
    expect(marksTestEnvironment({ mode: 'production', sandboxProviders: false })).toBe(false);
  });
});

import type { Clock } from '../../src/platform/clock.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { SandboxMailer } from '../../src/providers/mailer/sandbox-mailer.ts';
import { sandboxRecordStore } from '../../src/providers/sandbox-record-store.ts';

/**
 * The sandbox mailer a test reads, on the test app's database where it keeps what it delivered (decision 250):
 * `createTestApp({ mailer: (db) => (mailer = testMailer(db, clock)) })`.
 */
export function testMailer(db: Database, clock?: Clock): SandboxMailer {
  return new SandboxMailer(
    sandboxRecordStore(db),
    'no-reply@lintel.test',
    clock ? () => clock.now() : undefined,
  );
}

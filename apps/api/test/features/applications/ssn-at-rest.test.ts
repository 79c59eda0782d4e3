import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationAccounts } from '../../../src/features/applications/tables/application-records.ts';
import { manualClock } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { encryption, newApplication, signedInIdentity } from './application-test-kit.ts';

const clock = manualClock();
let t: TestApp;
const SSN = '987-65-4329';
const ACCOUNT = '000123456789';

/** Every row of every table in the public schema, as text: what a database dump would show. */
async function dumpAllTables(): Promise<string> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await t.db.execute(sql`select * from ${sql.identifier(table_name)}`)) as unknown as {
      rows: unknown[];
    };
    parts.push(`${table_name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('secrets at rest', () => {
  it('keeps the SSN and account number out of every table in plain text', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const id = await newApplication(t.db, clock, owner, {
      borrower: { firstName: 'Pat', lastName: 'Happy', dob: '1980-01-01', ssn: SSN },
    });
    await t.db.insert(applicationAccounts).values({
      id: crypto.randomUUID(),
      applicationId: id,
      purpose: 'DISBURSE',
      routingNumber: '021000021',
      accountNumberEncrypted: encryption.encrypt(ACCOUNT),
      accountLast4: ACCOUNT.slice(-4),
      createdAt: clock.now(),
    });
    const dump = await dumpAllTables();
    expect(dump).toContain(id);
    for (const secret of [SSN, SSN.replace(/-/g, ''), ACCOUNT]) expect(dump).not.toContain(secret);
  });

  it('refuses a plain SSN written past the application code', async () => {
    const owner = await signedInIdentity(t.db, clock);
    const id = await newApplication(t.db, clock, owner);
    await expect(
      t.db.execute(
        sql`update application_borrower_details set ssn_encrypted = '987654329' where application_id = ${id}`,
      ),
    ).rejects.toThrow();
  });
});

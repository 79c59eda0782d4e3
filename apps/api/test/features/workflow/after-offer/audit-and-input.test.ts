import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryption } from '../../applications/application-test-kit.ts';
import {
  ADDITIONAL_INFO,
  BANK_ACCOUNT,
  createHarness,
  driveToClosingDisclosure,
  type Harness,
  type Journey,
} from './drive.ts';

// One happy journey to CLOSING_DISCLOSURE_GENERATED, then what it left behind (audit trail, encrypted fields) and how
// every after-offer action answers afterwards: bad input 400 with `errors`, good input 409 (the steps are behind).

let h: Harness;
let j: Journey;
beforeAll(async () => {
  h = await createHarness();
  j = await driveToClosingDisclosure(h, 'Happy');
}, 60_000);
afterAll(() => h.t.close());

interface AuditRow {
  action: string;
  actor_type: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function auditRows(): Promise<AuditRow[]> {
  const result = (await h.t.db.execute(
    sql`select action, actor_type, before, after from audit_events where application_id = ${j.id} order by created_at, id`,
  )) as unknown as { rows: AuditRow[] };
  return result.rows;
}

describe('what the journey recorded', () => {
  it('an audit row for every after-offer move, with who made it', async () => {
    // The test clock stands still, so rows share a timestamp: follow the moves from step to step instead.
    const moves = new Map(
      (await auditRows())
        .filter((r) => r.action === 'step.transition')
        .map((r) => [String(r.before?.serverStep), { actor: r.actor_type, to: String(r.after?.serverStep) }]),
    );
    const afterOffer: string[] = [];
    for (let move = moves.get('OFFER_SELECTION'); move; move = moves.get(move.to))
      afterOffer.push(`${move.actor} ${move.to}`);
    expect(afterOffer).toEqual([
      'BORROWER COLLECT_ADDITIONAL_INFO',
      'BORROWER HMDA',
      'BORROWER SUMMARY_DISCLOSURE',
      'BORROWER APP_SUBMISSION',
      'BORROWER HARD_CREDIT_PULL',
      // The hard pull is a background job's move.
      'JOB INCOME_VERIFICATION',
      'BORROWER DISBURSEMENT_ACCOUNT',
      'BORROWER IDENTITY_VERIFICATION',
      'BORROWER CLOSING_DISCLOSURE_GENERATED',
    ]);
  });

  it('an audit row for every provider call, masked', async () => {
    const rows = await auditRows();
    const actions = rows.map((r) => r.action);
    for (const action of [
      'provider.credit-bureau.pull',
      'provider.income-verification.verify',
      'provider.employer-verification.verify',
      'provider.bank-verification.verify',
      'provider.identity-verification.verify',
      'provider.title.report',
      'document.uploaded',
    ])
      expect(actions, action).toContain(action);
    const bank = rows.find((r) => r.action === 'provider.bank-verification.verify');
    expect(bank?.after).toMatchObject({ status: 'VERIFIED', accountMask: '6789' });
    const hardPull = rows.find((r) => r.action === 'provider.credit-bureau.pull' && r.after?.kind === 'HARD');
    expect(hardPull?.actor_type).toBe('JOB');
    expect(JSON.stringify(rows)).not.toContain(BANK_ACCOUNT.accountNumber);
    expect(JSON.stringify(rows)).not.toContain('123456789');
  });

  it('keeps the account number and the SSN only AES-GCM encrypted', async () => {
    const accounts = (await h.t.db.execute(
      sql`select purpose, routing_number, account_number_encrypted, account_last4 from application_accounts where application_id = ${j.id} order by purpose`,
    )) as unknown as {
      rows: {
        purpose: string;
        routing_number: string;
        account_number_encrypted: string;
        account_last4: string;
      }[];
    };
    expect(accounts.rows.map((r) => r.purpose)).toEqual(['AUTOPAY', 'DISBURSE']);
    for (const row of accounts.rows) {
      expect(row.account_number_encrypted).toMatch(/^v1:/);
      expect(row.account_number_encrypted).not.toContain(BANK_ACCOUNT.accountNumber);
      expect(encryption.decrypt(row.account_number_encrypted)).toBe(BANK_ACCOUNT.accountNumber);
      expect(row.account_last4).toBe('6789');
    }
    const borrower = (await h.t.db.execute(
      sql`select ssn_encrypted from application_borrower_details where application_id = ${j.id}`,
    )) as unknown as { rows: { ssn_encrypted: string }[] };
    expect(encryption.decrypt(borrower.rows[0]!.ssn_encrypted)).toBe(ADDITIONAL_INFO.ssn.replace(/-/g, ''));
  });
});

describe('every after-offer action once the journey is past it', () => {
  const ACTIONS = [
    {
      method: 'PUT',
      path: 'additional-info',
      good: ADDITIONAL_INFO,
      bad: { ...ADDITIONAL_INFO, maritalStatus: 'WIDOWED', ssn: '12-345' },
      errors: [
        { message: 'Please select your marital status', field: 'maritalStatus' },
        { message: 'Please enter a valid Social Security number', field: 'ssn' },
      ],
    },
    {
      method: 'PUT',
      path: 'hmda',
      good: { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] },
      bad: { ethnicity: [], race: ['PURPLE'], sex: ['NOT_PROVIDED'] },
      errors: [
        { message: 'Please select your ethnicity', field: 'ethnicity' },
        { message: 'Please select your race', field: 'race.0' },
      ],
    },
    {
      method: 'POST',
      path: 'summary-disclosure/accept',
      good: { accepted: true },
      bad: { accepted: false },
      errors: [
        {
          message:
            'Confirm that you have received the disclosures and accept the summary of your application',
          field: 'accepted',
        },
      ],
    },
    {
      method: 'POST',
      path: 'submit',
      good: { certified: true },
      bad: {},
      errors: [
        {
          message: 'Confirm that your application is true and complete and authorize the full credit check',
          field: 'certified',
        },
      ],
    },
    {
      method: 'POST',
      path: 'income/verify',
      good: { linkType: 'UPLOAD' },
      bad: {},
      errors: [{ message: 'Please choose how to verify your income', field: 'linkType' }],
    },
    {
      method: 'PUT',
      path: 'income/employer-verification',
      good: { employerName: 'Acme', employerPhone: '3035550100', jobTitle: 'Buyer', startDate: '2015-04-01' },
      bad: { employerName: 'A', employerPhone: '3035550100', jobTitle: 'Buyer', startDate: '04/01/2015' },
      errors: [
        { message: 'Please enter your employer', field: 'employerName' },
        { message: 'Please enter a valid start date', field: 'startDate' },
      ],
    },
    {
      method: 'PUT',
      path: 'disbursement-account',
      good: BANK_ACCOUNT,
      bad: { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'BROKERAGE' },
      errors: [
        { message: 'Please select the account type', field: 'accountType' },
        { message: 'Please choose whether to pay automatically', field: 'autopay' },
      ],
    },
    {
      method: 'POST',
      path: 'identity/verify',
      good: { idType: 'US Passport' },
      bad: { idType: 'Library card' },
      errors: [{ message: 'Please select your ID type', field: 'idType' }],
    },
  ] as const;

  it.each(ACTIONS)('$method $path: 400 with errors on bad input, 409 on good input', async (action) => {
    const bad = await j.act(action.method, action.path, action.bad);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: action.errors });
    const late = await j.act(action.method, action.path, action.good);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      errors: [{ message: 'This action is not available at this step of the application' }],
    });
    expect(await j.status()).toBe('CLOSING_DISCLOSURE_GENERATED');
  });
});

import { sandboxLinkSession } from '@lintel/domain/api/endpoints/sandbox-link';
import { SANDBOX_PASSWORD } from '@lintel/domain/application/income-link-sandbox';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { expectStep, type ActionResponse, type Journey } from './journey.ts';

// The borrower's calls from the soft pull to the closing disclosure, in the order the pages make them. The persona
// seed and the after-offer API tests (test/after-offer/drive.ts) share them, so both walk the same real workflow.

/** A tiny valid file of each accepted kind (the server checks the leading bytes). */
/**
 * Small but whole files, as the server's checks want them (decision 184): a one-page PDF, a 2x2 PNG and JPEG.
 */
export const FILES = {
  pdf: Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
      'trailer <</Root 1 0 R /Size 4>>',
      '%%EOF',
      '',
    ].join('\n'),
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWJSWpX2H4SZGKAAAAAA//+5AzhNAAAABklEQVQDADkgBGe0tqtaAAAAAElFTkSuQmCC',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCABIT/2Q==',
    'base64',
  ),
};

export const ADDITIONAL_INFO = {
  addressOwnership: 'SOLE_OWNER',
  maritalStatus: 'UNMARRIED',
  ssn: '123-45-6789',
  hardCreditConsent: true,
  phoneNumber: '(303) 555-0142',
} as const;

export const HMDA_DECLINED = { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] };

/** A routing number that passes the ABA checksum, and an account number the bank sandbox verifies. */
export const BANK_ACCOUNT = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'CHECKING',
  autopay: true,
} as const;

/** WAITING_FOR_CREDIT … LIEN_VERIFICATION, the liens confirmed, then underwriting's job: answers its outcome. */
export async function driveThroughUnderwriting(j: Journey): Promise<ServerStep> {
  await j.settle();
  await expectStep(j, await j.act('POST', 'liens/confirm'), 'WAITING_FOR_UNDERWRITING');
  return j.settle();
}

/** At an offer step: takes the first FIXED offer at its smallest amount; answers the selection's response. */
export async function chooseSmallestFixedOffer(
  j: Journey,
  payType: 'AUTOPAY' | 'MANUAL' = 'MANUAL',
): Promise<ActionResponse> {
  const { offers } = (await j.act('GET', 'offers')).json() as {
    offers: { type: 'FIXED' | 'FLOATING'; term: number; min: number }[];
  };
  const offer = offers.find((o) => o.type === 'FIXED');
  if (!offer) throw new Error(`No FIXED offer (steps ${j.steps.join(' > ')})`);
  return j.act('PUT', 'offer', { type: 'FIXED', term: offer.term, amount: offer.min, payType });
}

/** … OFFER_SELECTION, then the smallest FIXED line with the chosen payment mode. */
export async function driveToCollectAdditionalInfo(j: Journey, payType: 'AUTOPAY' | 'MANUAL' = 'MANUAL') {
  await driveThroughUnderwriting(j);
  await expectStep(j, await chooseSmallestFixedOffer(j, payType), 'COLLECT_ADDITIONAL_INFO');
}

/** … COLLECT_ADDITIONAL_INFO, HMDA, SUMMARY_DISCLOSURE, APP_SUBMISSION, then the hard pull's job. */
export async function driveThroughSubmission(j: Journey, ssn: string = ADDITIONAL_INFO.ssn) {
  await driveToCollectAdditionalInfo(j);
  await expectStep(j, await j.act('PUT', 'additional-info', { ...ADDITIONAL_INFO, ssn }), 'HMDA');
  await expectStep(j, await j.act('PUT', 'hmda', HMDA_DECLINED), 'SUMMARY_DISCLOSURE');
  await expectStep(j, await j.act('POST', 'summary-disclosure/accept', { accepted: true }), 'APP_SUBMISSION');
  await expectStep(j, await j.act('POST', 'submit', { certified: true }), 'HARD_CREDIT_PULL');
  return j.settle();
}

/**
 * What the income-link widget does (decision 182): a link token, then the sign-in of a sandbox user at an institution;
 * answers the public token the page sends to income/verify. `user_good` shows what the persona says.
 */
export async function linkIncome(
  j: Journey,
  linkType: 'PAYROLL' | 'BANK' = 'PAYROLL',
  username = 'user_good',
): Promise<string> {
  const token = await j.act('POST', 'income/link-token', { linkType });
  const { linkToken } = token.json() as { linkToken?: string };
  if (token.statusCode !== 200 || !linkToken) throw new Error(`link-token answered ${token.body}`);
  const session = await j.call('POST', sandboxLinkSession.path, {
    linkToken,
    institutionId: linkType === 'BANK' ? 'ins_109508' : 'pay_100001',
    username,
    password: SANDBOX_PASSWORD,
  });
  const { publicToken } = session.json() as { publicToken?: string };
  if (session.statusCode !== 200 || !publicToken) throw new Error(`sandbox sign-in answered ${session.body}`);
  return publicToken;
}

/** INCOME_VERIFICATION's linked payroll check; `next` is where the persona's income leads. */
export async function verifyIncome(j: Journey, next: ServerStep = 'DISBURSEMENT_ACCOUNT') {
  const publicToken = await linkIncome(j);
  const response = await j.act('POST', 'income/verify', { linkType: 'PAYROLL', publicToken });
  await expectStep(j, response, next);
}

/** DISBURSEMENT_ACCOUNT's bank account; a failed verification keeps the step. */
export async function giveBankAccount(j: Journey, next: ServerStep = 'IDENTITY_VERIFICATION') {
  await expectStep(j, await j.act('PUT', 'disbursement-account', BANK_ACCOUNT), next);
}

/** From INCOME_VERIFICATION (matched income) through the bank account to IDENTITY_VERIFICATION. */
export async function driveIncomeAndBank(j: Journey) {
  await verifyIncome(j);
  await giveBankAccount(j);
}

/** Uploads a driver's license (front and back) and asks for the identity check; answers the step it reached. */
export async function verifyIdentity(j: Journey): Promise<ServerStep> {
  for (const side of ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK'] as const) {
    const uploaded = await j.upload(side, FILES.jpeg, 'image/jpeg');
    if (uploaded.statusCode !== 200) throw new Error(`ID upload failed: ${uploaded.body}`);
  }
  const response = await j.act('POST', 'identity/verify', { idType: "US Driver's License" });
  const step = (response.json() as { step: ServerStep }).step;
  await j.status();
  return step;
}

import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { expectStep, type ActionResponse, type Journey } from './journey.ts';

// The borrower's calls from the soft pull to the closing disclosure, in the order the pages make them. The persona
// seed and the after-offer API tests (test/after-offer/drive.ts) share them, so both walk the same real workflow.

/** A tiny valid file of each accepted kind (the server checks the leading bytes). */
export const FILES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
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

/** INCOME_VERIFICATION's linked payroll check; `next` is where the persona's income leads. */
export async function verifyIncome(j: Journey, next: ServerStep = 'DISBURSEMENT_ACCOUNT') {
  const response = await j.act('POST', 'income/verify', { linkType: 'PAYROLL' });
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

/** Uploads a driver's licence front and asks for the identity check; answers the step it reached. */
export async function verifyIdentity(j: Journey): Promise<ServerStep> {
  const uploaded = await j.upload('DRIVERS_LICENSE_FRONT', FILES.jpeg, 'image/jpeg');
  if (uploaded.statusCode !== 200) throw new Error(`ID upload failed: ${uploaded.body}`);
  const response = await j.act('POST', 'identity/verify', { idType: "US Driver's License" });
  const step = (response.json() as { step: ServerStep }).step;
  await j.status();
  return step;
}

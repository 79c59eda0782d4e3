import * as z from 'zod/mini';

/**
 * Every workflow step GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status may report (spec 001 §4 plus the
 * steps spec 000 §4's routing table implies). The server implements exactly this list; each value says what the
 * server is doing or waiting for when it reports it.
 */
export const SERVER_STEP_MEANINGS = {
  // Spec 001 §4.
  APP_SUBMISSION: 'The application is being completed and submitted (profile, offer, summary).',
  IDENTITY_VERIFICATION: 'The borrower must verify identity (ID document upload).',
  INCOME_VERIFICATION: 'The borrower must link or upload income.',
  EMPLOYMENT_VERIFICATION: 'The employer must be verified.',
  OFFER_SELECTION: 'The borrower must choose an offer.',
  REVISED_OFFER_SELECTION: 'Verification changed the offer; the borrower must choose again.',
  FINAL_OFFER: 'The final offer is ready to be accepted before signing.',
  HARD_CREDIT_PULL: 'The hard credit report is being pulled.',
  NOTE_SIGNING: 'The note and closing documents are ready to sign.',
  DEED_SIGNING: 'The deed is ready to be signed with the remote notary.',
  NOTARY_WAITING_PERIOD: 'The mandatory wait before the notary session is running.',
  RESCISSION: 'The rescission period is running.',
  RECORDING: 'The deed is being recorded.',
  FUNDABLE: 'The line can be funded.',
  FUNDING_DECISION: 'Funding is being decided.',
  COMPLETE: 'The line is funded; nothing more to do.',
  CANCELLED: 'The application was cancelled.',
  DECLINED: 'The application was declined.',
  IN_PROGRESS: 'The server is working; nothing for the borrower yet.',
  UNKNOWN: 'The server cannot say (also what polling yields when it gives up).',
  // Credit.
  CREDIT_NO_MATCH: 'The soft pull found no file; the borrower must give an SSN.',
  CREDIT_NO_MATCH_SSN_HELD: 'No credit file even with the SSN already held.',
  CREDIT_LOCKED: 'The credit file is locked.',
  CREDIT_FROZEN: 'The credit file is frozen.',
  CREDIT_INCORRECT_PIN: 'The PIN given to lift a credit freeze was wrong.',
  CREDIT_ERROR: 'The credit bureau call failed.',
  FACTA: 'A FACTA fraud or active-duty alert stops automated credit decisions.',
  // Property.
  NO_PROPERTY: 'No property record matches the address.',
  MULTIPLE_PROPERTY: 'Several property records match the address.',
  // Application details.
  COLLECT_ADDITIONAL_INFO: 'Contact, SSN and ownership details are needed.',
  HMDA: 'The HMDA demographic questions are needed.',
  DELINQUENCY_REVIEW: 'A mortgage delinquency is under review.',
  SUMMARY_DISCLOSURE: 'The application summary disclosure is ready to sign.',
  ASSETS_PREQUAL: 'Income is short; assets must qualify the borrower (asset depletion).',
  REQUALIFY: 'The hard pull changed the pre-qualified offer; the borrower sees new offers or withdraws (decision 103).',
  LIEN_VERIFICATION: 'The borrower must confirm the liens on the property.',
  // Bank accounts.
  DISBURSEMENT_ACCOUNT: 'The disbursement bank account is needed.',
  AUTOPAY_ACCOUNT: 'The autopay bank account is needed.',
  // Valuation and title.
  NO_AVM: 'No automated valuation; the borrower must estimate the value.',
  NO_BPO_ESTIMATE: 'The BPO returned no estimate; the borrower must estimate the value.',
  PAYOFF_PENDING: 'A lien payoff must be settled first.',
  BPO_CONDITION: 'A BPO is needed and the borrower must state the property condition (Texas).',
  BPO_ORDER: 'A broker price opinion (BPO) must be ordered.',
  BPO_PROCESSING: 'The broker price opinion is in progress.',
  TITLE_PROCESSING: 'The title search is in progress.',
  ONSITE_APPRAISAL: 'An on-site appraisal is in progress.',
  // Disclosures and signing.
  CLOSING_DISCLOSURE_GENERATED: 'The closing disclosure exists and is awaiting signature.',
  CO_DEED: 'Additional signers (co-deeders) must complete their part.',
  NOTARY_DISCLOSURE: 'The notary disclosures are ready.',
  ATTORNEY_REVIEW: 'An attorney reviews the documents before notarization.',
  MANUAL_DEED_SIGNING: 'The deed is signed with an in-person notary.',
  DEED_SIGNING_ACCEPTED: 'The notarized deed was accepted.',
  // Generation and waits (polled).
  SUMMARY_DISCLOSURE_GENERATION: 'The summary disclosure is being generated.',
  NOTE_GENERATION: 'The note and closing documents are being generated.',
  CLOSING_DISCLOSURE_GENERATION: 'The closing disclosure is being generated.',
  NOTARY_DISCLOSURE_GENERATION: 'The notary disclosures are being generated.',
  RESCISSION_GENERATION: 'The rescission documents are being generated.',
  WAITING_FOR_UNDERWRITING: 'Underwriting is deciding.',
  WAITING_FOR_CREDIT: 'The credit report is being pulled.',
  WAITING_FOR_INCOME: 'Linked income is being verified.',
  WAITING_FOR_IDENTITY: 'The ID document is being checked.',
  WAITING_FOR_BANK_VERIFICATION: 'The bank account is being verified.',
  WAITING_FOR_BPO: 'Waiting for the broker price opinion.',
  WAITING_FOR_TITLE: 'Waiting for the title report.',
  WAITING_FOR_FLOOD_CERT: 'Waiting for the flood certificate.',
  WAITING_FOR_CO_DEED: 'Waiting for the additional signers.',
  WAITING_FOR_NOTARY: 'Waiting for the notary session to be set up.',
  WAITING_FOR_FUNDING: 'Waiting for funding.',
} as const;

export type ServerStep = keyof typeof SERVER_STEP_MEANINGS;
export const SERVER_STEPS = Object.keys(SERVER_STEP_MEANINGS) as [ServerStep, ...ServerStep[]];
export const serverStepSchema = z.enum(SERVER_STEPS);

/** The status endpoint's answer. */
export const serverStepStatusSchema = z.object({ step: serverStepSchema });
export type ServerStepStatus = z.infer<typeof serverStepStatusSchema>;

/** Unknown names (a newer server) read as UNKNOWN rather than failing the page. */
export function parseServerStep(value: unknown): ServerStep {
  const parsed = serverStepSchema.safeParse(value);
  return parsed.success ? parsed.data : 'UNKNOWN';
}

/**
 * The status endpoint's answer as the contract declares it (decision 161): the server sends a step of the list (and
 * refuses to send any other), and a reader takes a step name it does not know (a newer server) as UNKNOWN rather
 * than failing the page.
 */
export const serverStepAnswerSchema = z.object({ step: z.catch(serverStepSchema, 'UNKNOWN') });

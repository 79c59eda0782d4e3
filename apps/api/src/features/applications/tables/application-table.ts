import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  DECISIONS,
  SUB_DECISIONS,
  TITLE_STATUSES,
  VERIFICATION_STATUSES,
} from '@lintel/domain/application/application-enums';
import { identities } from '../../identity/identity-tables.ts';
import { SERVER_STEPS } from '@lintel/domain/server-steps/server-step';
import { oneOf } from '../../../platform/db/sql-checks.ts';

const flag = (name: string) => boolean(name).notNull().default(false);
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Loan numbers come from a sequence so two applications can never draw the same one (random digits did, in CI). */
export const loanNumberSequence = pgSequence('loan_number_seq', { startWith: 100_001 });

/**
 * One HELOC application: its loan terms, the spec's status object as real columns (spec 000 §3) and the server
 * step. Lists (properties, offers, signers…) live in their own tables.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    loanNumber: text('loan_number').notNull().unique(),
    orgCode: text('org_code').notNull(),
    primaryIdentityId: uuid('primary_identity_id')
      .notNull()
      .references(() => identities.id),
    product: text('product').notNull().default('HELOC'),
    term: integer('term'),
    amount: money('amount'),
    rate: numeric('rate', { precision: 6, scale: 3 }),
    payType: text('pay_type'),
    uwCalculatedDrawAmount: money('uw_calculated_draw_amount'),
    adjustedHomeAmount: money('adjusted_home_amount'),
    selectedPropertyId: uuid('selected_property_id'),
    serverStep: text('server_step').notNull(),
    decision: text('decision'),
    subDecision: text('sub_decision'),
    /** The lender's rate-sheet version the application was priced on; re-pricing keeps it unless it expired (decision 195). */
    pricingVersion: text('pricing_version'),
    /** Principal reasons and the credit score used, kept for the adverse-action notice. */
    adverseAction: jsonb('adverse_action'),
    maxDtiUnlimitedDraw: money('max_dti_unlimited_draw'),
    hasHmda: flag('has_hmda'),
    coDeedStatus: text('co_deed_status'),
    insuranceComplete: flag('insurance_complete'),
    assetDepletionComplete: flag('asset_depletion_complete'),
    assetDepletionAmount: money('asset_depletion_amount'),
    isCrypto: flag('is_crypto'),
    requestedManualNotaryTime: timestamp('requested_manual_notary_time', { withTimezone: true }),
    referrerUuid: uuid('referrer_uuid'),
    additionalSignerVersion: text('additional_signer_version'),
    // The status object of spec 000 §3, one column per flag.
    liensComplete: flag('liens_complete'),
    inquiryAttestNeeded: flag('inquiry_attest_needed'),
    inquiryAttestComplete: flag('inquiry_attest_complete'),
    manualPaystubUpload: flag('manual_paystub_upload'),
    manualPaystubTasksComplete: flag('manual_paystub_tasks_complete'),
    giactAccountStatus: text('giact_account_status'),
    bpo: text('bpo'),
    title: text('title'),
    disclosurelistSummaryReady: flag('disclosurelist_summary_ready'),
    disclosurelistSummaryComplete: flag('disclosurelist_summary_complete'),
    disclosurelistClosingReady: flag('disclosurelist_closing_ready'),
    disclosurelistClosingComplete: flag('disclosurelist_closing_complete'),
    disclosurelistNotaryReady: flag('disclosurelist_notary_ready'),
    disclosurelistNotaryComplete: flag('disclosurelist_notary_complete'),
    primaryParticipantAcceptComplete: flag('primary_participant_accept_complete'),
    manualDeedSigningComplete: flag('manual_deed_signing_complete'),
    checklistStatus: text('checklist_status'),
    employmentVerificationNeeded: flag('employment_verification_needed'),
    propertyComplete: flag('property_complete'),
    datatreeNoMatch: flag('datatree_no_match'),
    creditFrozenWithPin: flag('credit_frozen_with_pin'),
    dtiDecline: flag('dti_decline'),
    creditScoreDecline: flag('credit_score_decline'),
    waitingOnFloodCert: flag('waiting_on_flood_cert'),
    manualNotary: flag('manual_notary'),
    propertyCondition: text('property_condition'),
    experiments: jsonb('experiments').$type<Record<string, string>>().notNull().default({}),
    fullStoryLink: text('full_story_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('applications_primary_identity_idx').on(t.primaryIdentityId),
    index('applications_org_idx').on(t.orgCode),
    check('applications_product_check', sql`${t.product} = 'HELOC'`),
    check('applications_term_check', sql`${t.term} between 1 and 40`),
    check('applications_amount_check', sql`${t.amount} > 0`),
    check('applications_rate_check', sql`${t.rate} >= 0 and ${t.rate} < 100`),
    check('applications_pay_type_check', oneOf(t.payType, ['AUTOPAY', 'MANUAL'])),
    check('applications_server_step_check', oneOf(t.serverStep, SERVER_STEPS)),
    check('applications_decision_check', oneOf(t.decision, DECISIONS)),
    check('applications_sub_decision_check', oneOf(t.subDecision, SUB_DECISIONS)),
    check('applications_co_deed_status_check', oneOf(t.coDeedStatus, VERIFICATION_STATUSES)),
    check('applications_giact_check', oneOf(t.giactAccountStatus, ACCOUNT_STATUSES)),
    check('applications_bpo_check', oneOf(t.bpo, BPO_STATUSES)),
    check('applications_title_check', oneOf(t.title, TITLE_STATUSES)),
    check('applications_checklist_check', oneOf(t.checklistStatus, CHECKLIST_STATUSES)),
    check('applications_asset_depletion_amount_check', sql`${t.assetDepletionAmount} >= 0`),
    check('applications_full_story_link_check', sql`length(${t.fullStoryLink}) <= 2048`),
  ],
);

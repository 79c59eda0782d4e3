import { additionalInfoStep } from './additional-info-step.ts';
import { assetsStep } from './assets-step.ts';
import { bankAccountStep } from './bank-account-step.ts';
import { bpoStep } from './bpo-step.ts';
import { cancelStep } from './cancel-step.ts';
import { closingDisclosureStep } from './closing-disclosure-step.ts';
import { conditionsStep } from './conditions-step.ts';
import { creditRetryStep } from './credit-retry-step.ts';
import { creditSsnStep } from './credit-ssn-step.ts';
import { documentsStep } from './documents-step.ts';
import { estimateValueStep } from './estimate-value-step.ts';
import { fundingStep } from './funding-step.ts';
import { hardPullStep } from './hard-pull-step.ts';
import { hmdaStep } from './hmda-step.ts';
import { identityStep } from './identity-step.ts';
import { incomeStep } from './income-step.ts';
import { liensStep } from './liens-step.ts';
import { notaryStep } from './notary-step.ts';
import { offerSelectionStep } from './offer-selection-step.ts';
import { propertyStep } from './property-step.ts';
import { recoveryStep } from './recovery-step.ts';
import { requalifyStep } from './requalify-step.ts';
import { rescissionStep } from './rescission-step.ts';
import { signingStep } from './signing-step.ts';
import { softPullStep } from './soft-pull-step.ts';
import { submissionStep } from './submission-step.ts';
import { summaryDisclosureStep } from './summary-disclosure-step.ts';
import { titleStep } from './title-step.ts';
import { underwritingStep } from './underwriting-step.ts';
import type { StepModule } from './step-module.ts';

/**
 * Every step module of the workflow, in the order of the journey (decision 162). The transition table, the routes
 * of the step actions and reads, and the job registry are derived from this list; a `*-step.ts` file missing from it
 * fails test/features/workflow/steps/step-modules.test.ts.
 */
export const STEP_MODULES: readonly StepModule[] = [
  softPullStep,
  creditSsnStep,
  creditRetryStep,
  propertyStep,
  liensStep,
  underwritingStep,
  assetsStep,
  estimateValueStep,
  bpoStep,
  requalifyStep,
  offerSelectionStep,
  additionalInfoStep,
  hmdaStep,
  summaryDisclosureStep,
  submissionStep,
  hardPullStep,
  incomeStep,
  documentsStep,
  conditionsStep,
  bankAccountStep,
  identityStep,
  titleStep,
  closingDisclosureStep,
  signingStep,
  notaryStep,
  rescissionStep,
  fundingStep,
  recoveryStep,
  cancelStep,
];

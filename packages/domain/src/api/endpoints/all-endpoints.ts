import type { Endpoint } from '../endpoint.ts';
import {
  additionalInfo,
  acceptSummaryDisclosure,
  giveAdditionalInfo,
  giveDisbursementAccount,
  giveEmployerDetails,
  giveHmda,
  listDocuments,
  submitApplication,
  summaryDisclosure,
  uploadDocument,
  verifyIdentity,
  verifyIncome,
} from './after-offer-actions.ts';
import {
  acceptClosingDisclosure,
  bookNotarySession,
  cancelInRescission,
  closingStatus,
  confirmInsurance,
  notarySlots,
  requestManualNotary,
  signNote,
} from './closing-actions.ts';
import {
  confirmLiens,
  creditStop,
  giveCreditFreezePin,
  giveSsn,
  propertyCandidates,
  retryCredit,
  selectProperty,
} from './credit-actions.ts';
import {
  declareAssets,
  estimateValue,
  orderBpo,
  requalify,
  selectOffer,
  stateBpoCondition,
} from './pre-offer-actions.ts';
import { adminFlagList, adminFlagOrgClear, adminFlagSet } from './admin.ts';
import {
  adverseAction,
  allApplications,
  application,
  coDeedStatus,
  experiments,
  fullStoryLink,
  fullStoryLinkV3,
  offers,
  serverStepStatus,
} from './applications.ts';
import { allFeatureFlags, featureFlag, flagDecision } from './feature-flags.ts';
import { identityV1, identityV1_1, passwordLogin } from './identity.ts';
import { signedInProfile } from './service-profile.ts';
import { brokerLogin, brokerLogout, brokerSelfInfo } from './identity-broker.ts';
import { health, organisation } from './platform.ts';
import { addressTypeahead } from './service-address.ts';
import { loanOriginator, loanOriginatorLicensedStates } from './service-lead-portal.ts';
import { stateLicenses } from './state-licenses.ts';
import { register } from './registration.ts';
import { markNotificationsRead, walletAccounts, walletProfile } from './service-wallet.ts';
import { bannerFile } from './banners.ts';
import { ceoFeedback } from './ceo-feedback.ts';
import { openStatus, operatingHours, operatingHoursWeek } from './operating-hours.ts';
import { telemetryEvent, telemetrySession } from './telemetry.ts';

/**
 * Every call of the product (decision 161), for the server and the tests: the OpenAPI test checks each is
 * registered. The web never imports this list (its pages import only the endpoints they call).
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  // The platform, identity and registration.
  health,
  organisation,
  passwordLogin,
  identityV1,
  identityV1_1,
  signedInProfile,
  brokerLogin,
  brokerLogout,
  brokerSelfInfo,
  register,
  // Reference data and the shell's services.
  featureFlag,
  flagDecision,
  allFeatureFlags,
  adminFlagList,
  adminFlagSet,
  adminFlagOrgClear,
  loanOriginator,
  loanOriginatorLicensedStates,
  stateLicenses,
  addressTypeahead,
  operatingHours,
  operatingHoursWeek,
  openStatus,
  telemetrySession,
  telemetryEvent,
  ceoFeedback,
  bannerFile,
  markNotificationsRead,
  walletProfile,
  walletAccounts,
  // The application record (service-application, service-krang-heloc).
  allApplications,
  coDeedStatus,
  application,
  experiments,
  fullStoryLink,
  fullStoryLinkV3,
  serverStepStatus,
  offers,
  adverseAction,
  // The workflow's step actions and reads (the *-actions files).
  giveSsn,
  giveCreditFreezePin,
  retryCredit,
  creditStop,
  propertyCandidates,
  selectProperty,
  confirmLiens,
  selectOffer,
  declareAssets,
  estimateValue,
  requalify,
  stateBpoCondition,
  orderBpo,
  additionalInfo,
  giveAdditionalInfo,
  giveHmda,
  summaryDisclosure,
  acceptSummaryDisclosure,
  submitApplication,
  verifyIncome,
  giveEmployerDetails,
  uploadDocument,
  listDocuments,
  giveDisbursementAccount,
  verifyIdentity,
  closingStatus,
  acceptClosingDisclosure,
  signNote,
  notarySlots,
  bookNotarySession,
  requestManualNotary,
  confirmInsurance,
  cancelInRescission,
];

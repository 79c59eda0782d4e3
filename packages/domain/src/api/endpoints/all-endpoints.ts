import type { Endpoint } from '../endpoint.ts';
import { additionalInfo, giveAdditionalInfo } from './additional-info-actions.ts';
import { giveHmda } from './hmda-actions.ts';
import { acceptSummaryDisclosure, submitApplication, summaryDisclosure } from './submission-actions.ts';
import { createIncomeLinkToken, giveEmployerDetails, verifyIncome } from './income-actions.ts';
import { listDocuments, uploadDocument } from './document-actions.ts';
import { verifyIdentity } from './identity-actions.ts';
import { bankForRoutingNumber, giveAutopayAccount, giveDisbursementAccount } from './bank-actions.ts';
import {
  acceptClosingDisclosure,
  bookNotarySession,
  cancelInRescission,
  closingDocumentFile,
  closingDocuments,
  closingStatus,
  confirmInsurance,
  notarySlots,
  requestManualNotary,
  signNote,
} from './closing-actions.ts';
import {
  attestLiens,
  confirmLiens,
  creditStop,
  foundLiens,
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
import {
  acceptInvitation,
  inviteSigner,
  listSigners,
  previewInvitation,
  resendInvitation,
  removeSigner,
  resumeInvitation,
  signerApplication,
  signerApplications,
  signerBookNotary,
  signerNotarySlots,
  signerDocuments,
  signerSign,
  signerUpload,
  signerVerifyIdentity,
} from './signers.ts';
import { signerConditions, submitSignerConditionDocuments } from './signer-conditions.ts';
import { adminFlagList, adminFlagOrgClear, adminFlagSet } from './admin.ts';
import {
  adminPricingExpire,
  adminPricingList,
  adminPricingPublish,
  adminPricingShow,
} from './admin-pricing.ts';
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
import { requestPasswordReset, resetPassword } from './account-recovery.ts';
import { emailVerificationStatus, resendEmailVerification, verifyEmail } from './email-verification.ts';
import { devMailbox, devMailboxMessage } from './dev-mailbox.ts';
import { sandboxLinkOAuthComplete, sandboxLinkSession } from './sandbox-link.ts';
import { signedInProfile } from './service-profile.ts';
import { brokerLogin, brokerLogout, brokerSelfInfo } from './identity-broker.ts';
import { health, organisation } from './platform.ts';
import { addressTypeahead } from './service-address.ts';
import { loanOriginator, loanOriginatorLicensedStates } from './service-lead-portal.ts';
import { stateLicenses } from './state-licenses.ts';
import { sitePage } from './site-pages.ts';
import { register } from './registration.ts';
import { markNotificationsRead, walletAccounts, walletProfile } from './service-wallet.ts';
import { bannerFile } from './banners.ts';
import { ceoFeedback } from './ceo-feedback.ts';
import { openStatus, operatingHours, operatingHoursWeek } from './operating-hours.ts';
import { telemetryEvent, telemetrySession } from './telemetry.ts';
import { applicationConditions, submitConditionDocuments } from './conditions.ts';
import { giveConditionPhone } from './condition-phone-actions.ts';
import {
  answerNotaryQuiz,
  cancelNotarySession,
  notaryIdentity,
  rescheduleManualNotary,
  rescheduleNotarySession,
  startNotaryQuiz,
} from './notary-actions.ts';
import { advanceSandboxClock, sandboxClock } from './sandbox-clock.ts';
import {
  askForAgent,
  authenticateWebChat,
  chatbotFeedback,
  chatHistory,
  chatSurvey,
  chatWithAutobot,
  conversationMessages,
  endChat,
  initStreamWebChat,
  initWebChat,
  refreshChatToken,
  refreshWebChatNonce,
  sendChatMessage,
  uploadChatAttachment,
  webChatInfo,
  chatAttachmentFile,
} from './service-chat.ts';
import {
  chatQueue,
  chatSeat,
  seatConversation,
  seatAttachmentFile,
  seatEnd,
  seatSend,
  seatUploadAttachment,
  takeConversation,
  transferConversation,
} from './chat-seat.ts';

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
  // Password reset and email verification (decision 169); the dev mailbox, outside production only (decision 168).
  requestPasswordReset,
  resetPassword,
  verifyEmail,
  emailVerificationStatus,
  resendEmailVerification,
  devMailbox,
  devMailboxMessage,
  // Reference data and the shell's services.
  featureFlag,
  flagDecision,
  allFeatureFlags,
  adminFlagList,
  adminFlagSet,
  adminFlagOrgClear,
  adminPricingList,
  adminPricingShow,
  adminPricingPublish,
  adminPricingExpire,
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
  sitePage,
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
  foundLiens,
  confirmLiens,
  attestLiens,
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
  createIncomeLinkToken,
  verifyIncome,
  // The income-link provider's widget servers, played by the sandbox (decision 182).
  sandboxLinkSession,
  sandboxLinkOAuthComplete,
  giveEmployerDetails,
  uploadDocument,
  listDocuments,
  giveDisbursementAccount,
  giveAutopayAccount,
  bankForRoutingNumber,
  verifyIdentity,
  closingStatus,
  closingDocuments,
  closingDocumentFile,
  acceptClosingDisclosure,
  signNote,
  notarySlots,
  bookNotarySession,
  requestManualNotary,
  confirmInsurance,
  cancelInRescission,
  // The booked notary session and the sandbox clock (issue 18, decisions 208-209; the clock outside production only).
  notaryIdentity,
  startNotaryQuiz,
  answerNotaryQuiz,
  rescheduleNotarySession,
  cancelNotarySession,
  rescheduleManualNotary,
  sandboxClock,
  advanceSandboxClock,
  // Conditions (service-conditions, decisions 188-189).
  applicationConditions,
  giveConditionPhone,
  submitConditionDocuments,
  // Web chat, the chatbot and the agent's seat (issue 20, decisions 200-204).
  initWebChat,
  initStreamWebChat,
  refreshChatToken,
  webChatInfo,
  authenticateWebChat,
  refreshWebChatNonce,
  chatHistory,
  chatWithAutobot,
  chatbotFeedback,
  conversationMessages,
  sendChatMessage,
  uploadChatAttachment,
  askForAgent,
  endChat,
  chatSurvey,
  chatSeat,
  chatQueue,
  seatConversation,
  takeConversation,
  seatSend,
  transferConversation,
  seatEnd,
  chatAttachmentFile,
  seatUploadAttachment,
  seatAttachmentFile,
  // Additional signers (issue 19, decision 214).
  listSigners,
  inviteSigner,
  resendInvitation,
  removeSigner,
  previewInvitation,
  acceptInvitation,
  resumeInvitation,
  signerApplications,
  signerApplication,
  signerDocuments,
  signerUpload,
  signerVerifyIdentity,
  signerSign,
  signerBookNotary,
  signerNotarySlots,
  // Conditions raised against a signer (decision 237).
  signerConditions,
  submitSignerConditionDocuments,
];

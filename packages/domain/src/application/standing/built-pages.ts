/**
 * The per-application pages (relative to /account/heloc/{uuid}/) that exist in this build. A server step that
 * leads to any other page shows the application home with an honest status instead of a fake page (issue 6), and
 * the standing says the step cannot be done online. A page is added here in the same change that adds its route
 * (apps/web/src/app/routes).
 */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
  '',
  'credit/error',
  'credit/social',
  'error/credit',
  'error/decline',
  'error/flood-cert',
  'error/income',
  'error/timeout',
  'liens',
  'product/select',
  // Pre-offer branches (F1).
  'product/assets',
  'product/prequal-winback',
  'bpo/estimate-value',
  'bpo/condition',
  'bpo/order-bpo',
  'bpo/hold',
  'bpo/waiting',
  'payoff/hold',
  'hold',
  'review-app/datatree',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/uw',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  // Bank accounts (decision 186).
  'bank/disburse',
  'bank/manual-disburse',
  'bank/autopay',
  'bank/confirm',
  // Conditions, reachable at any step (decision 189).
  'conditions',
  'conditions/phone-number',
  'conditions/upload-document',
  // Uploads (issue 17, decision 184).
  'identity',
  'income/upload/MANUAL_PAYSTUB',
  'income/upload/PAYSTUB',
  'income/upload/BANK_STATEMENT',
  'documents',
  // Income (issue 17, decision 182); the upload pages are routed apart.
  'income/review',
  'income/employer-verification',
  // Closing (issue 18, decision 191).
  'document/disclosures',
  'review-app/signdocs',
  'signing/intro',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'complete',
  'notary/intro',
  // The rest of the notary (decision 208).
  'notary/session',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/error',
  'insurance/requirements',
  'insurance/upload',
]);

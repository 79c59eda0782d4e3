import type { Application } from '../application/application.ts';
import type { ConsentType } from '../application/application-enums.ts';
import { isIdFrontDocument } from '../application/document-types.ts';
import { bpoRequiredByState } from '../application/bpo-valuation.ts';
import { isCryptoHeloc } from '../shell-rules/crypto.ts';

// Small readers over a half-filled application; every one tolerates missing parts.

export function hasConsent(app: Application, type: ConsentType): boolean {
  return (app.consents ?? []).some((c) => c.type === type);
}

export function hasIdFront(app: Application): boolean {
  return (app.documents ?? []).some((d) => isIdFrontDocument(d.type));
}

/**
 * The property is in a state whose lines rest on a broker price opinion: Texas, or another state the lender's policy
 * names (`bpoRequiredByState`, decision 223). The name is the spec's.
 */
export function isTexas(app: Application): boolean {
  return bpoRequiredByState(app);
}

/** BPO "required or unknown": the valuation still stands between the borrower and signing. */
export function bpoOutstanding(app: Application): boolean {
  const bpo = app.status?.bpo;
  return bpo === 'BPO_REQUIRED' || bpo === 'UNKNOWN_BPO_STATUS';
}

export function hasSelfEmployedIncome(app: Application): boolean {
  return (app.incomeSources ?? []).some((s) => s.employmentType === 'SELF_EMPLOYED');
}

/**
 * The payout account is given, or none is needed: a crypto-backed line pays nothing into a bank account (spec 000 §4
 * "not crypto"; decision 239), so for it the spec's "disburse account" conditions hold without one.
 */
export function disburseAccountComplete(app: Application): boolean {
  return isCryptoHeloc(app) || Boolean(app.disburseAccount?.uuid && app.disburseAccount.routingNumber);
}

/** An autopay account the bank has not refused: one that failed its check is no account to take payments from. */
export function hasAutopayAccount(app: Application): boolean {
  return Boolean(app.autopayAccount?.uuid) && app.autopayAccount?.status !== 'FAILED_VERIFICATION';
}

/** disbursementAch: a routing number (none needed when crypto-backed) and either manual pay or an autopay account. */
export function bankSetupComplete(app: Application): boolean {
  const routed = isCryptoHeloc(app) || Boolean(app.disburseAccount?.routingNumber);
  return routed && (app.payType === 'MANUAL' || hasAutopayAccount(app));
}

export function autopayAccountMissing(app: Application): boolean {
  return disburseAccountComplete(app) && app.payType === 'AUTOPAY' && !hasAutopayAccount(app);
}

export function isDeclined(app: Application): boolean {
  return app.status?.uwDecision === 'DECLINE';
}

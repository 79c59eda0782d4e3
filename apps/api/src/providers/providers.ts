import type { Database } from '../platform/db/database.ts';
import type { BankVerification } from './bank-verification/bank-verification.ts';
import { SandboxBankVerification } from './bank-verification/sandbox-bank-verification.ts';
import type { CreditBureau } from './credit-bureau/credit-bureau.ts';
import type { ESign } from './e-sign/e-sign.ts';
import { SandboxESign } from './e-sign/sandbox-e-sign.ts';
import { SandboxCreditBureau } from './credit-bureau/sandbox-credit-bureau.ts';
import type { EmployerVerification } from './employer-verification/employer-verification.ts';
import { SandboxEmployerVerification } from './employer-verification/sandbox-employer-verification.ts';
import type { IdentityVerification } from './identity-verification/identity-verification.ts';
import { SandboxIdentityVerification } from './identity-verification/sandbox-identity-verification.ts';
import type { IncomeVerification } from './income-verification/income-verification.ts';
import type { Mailer } from './mailer/mailer.ts';
import { SandboxMailer } from './mailer/sandbox-mailer.ts';
import type { Notary } from './notary/notary.ts';
import { SandboxNotary } from './notary/sandbox-notary.ts';
import { SandboxIncomeVerification } from './income-verification/sandbox-income-verification.ts';
import { SandboxIncomeLinks } from './income-verification/sandbox-income-link.ts';
import type { PropertyData } from './property-data/property-data.ts';
import { SandboxPropertyData } from './property-data/sandbox-property-data.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { SandboxSmsSender } from './sms/sandbox-sms.ts';
import type { RoutingDirectory } from './routing-directory/routing-directory.ts';
import { SandboxRoutingDirectory } from './routing-directory/sandbox-routing-directory.ts';
import { sandboxRecordStore } from './sandbox-record-store.ts';
import type { SandboxOptions } from './sandbox-support.ts';
import type { Recording } from './title/recording.ts';
import { SandboxRecording } from './title/sandbox-recording.ts';
import { SandboxTitle } from './title/sandbox-title.ts';
import type { Title } from './title/title.ts';
import { SandboxValuation } from './valuation/sandbox-valuation.ts';
import type { Valuation } from './valuation/valuation.ts';

/** Every third party the origination workflow calls, each behind its interface so one can be swapped for a real one. */
export interface Providers {
  creditBureau: CreditBureau;
  propertyData: PropertyData;
  valuation: Valuation;
  title: Title;
  /** The mortgage's recording with the county after the right to cancel (spec 000 checklist RECORDING). */
  recording: Recording;
  incomeVerification: IncomeVerification;
  /**
   * The income-link provider's own servers for its widget (sign-in, OAuth hand-off), only with the sandbox: a real
   * provider hosts them itself (decision 182).
   */
  incomeLinkSandbox?: SandboxIncomeLinks | undefined;
  employerVerification: EmployerVerification;
  identityVerification: IdentityVerification;
  bankVerification: BankVerification;
  /** The bank's name from a routing number (page bank/disburse, decision 186). */
  routingDirectory: RoutingDirectory;
  eSign: ESign;
  notary: Notary;
  /** Email delivery for the outbox: SMTP when configured (app.ts swaps it in), otherwise the sandbox. */
  mailer: Mailer;
  /** Text messages for the outbox, beside email where a person consented (decision 230): the sandbox for now. */
  sms: SmsSender;
}

declare module '../platform/http/feature-options.ts' {
  interface FeatureOptions {
    /** The third parties, created once by app.ts and handed to every feature (decision 160). */
    providers: Providers;
  }
}

export interface SandboxProviderOptions extends SandboxOptions {
  /**
   * Where the sandboxes keep what a real provider's servers would remember (link tokens, orders, the mailbox): the
   * database every process of the portal shares, so any of them answers the next call (decision 250).
   */
  db: Database;
}

export function createSandboxProviders({ db, ...options }: SandboxProviderOptions): Providers {
  const records = sandboxRecordStore(db);
  const incomeLinks = new SandboxIncomeLinks(records);
  return {
    creditBureau: new SandboxCreditBureau(options),
    propertyData: new SandboxPropertyData(options),
    valuation: new SandboxValuation(records, options),
    title: new SandboxTitle(options),
    recording: new SandboxRecording(options),
    incomeVerification: new SandboxIncomeVerification({ ...options, links: incomeLinks }),
    incomeLinkSandbox: incomeLinks,
    employerVerification: new SandboxEmployerVerification(options),
    identityVerification: new SandboxIdentityVerification(options),
    bankVerification: new SandboxBankVerification(options),
    routingDirectory: new SandboxRoutingDirectory(options),
    eSign: new SandboxESign(options),
    notary: new SandboxNotary(options),
    mailer: new SandboxMailer(records),
    sms: new SandboxSmsSender(records),
  };
}

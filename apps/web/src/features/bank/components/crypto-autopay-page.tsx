import type { Application } from '@lintel/domain/application/application';
import { maskedAccount } from '@lintel/domain/application/disbursement-account';
import type { Offer } from '@lintel/domain/application/offer';
import { formatPercent } from '@lintel/domain/loan-math/format-money';
import { autopayDiscountPoints, offerRate } from '@lintel/domain/loan-math/offer-rate';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { autopayChoice, sentAccount, type BankDraft } from '../bank-draft.ts';
import { AccountForm } from './account-form.tsx';

export const CRYPTO_AUTOPAY_TITLE = 'Where should your monthly payments come from?';

/** The autopay account the bank refused, when the last one given was (the step stays, decision 239). */
export function failedAutopayMask(application: Application): string | undefined {
  if (application.status?.giactAccountStatus !== 'FAILED_VERIFICATION') return undefined;
  return application.autopayAccount?.mask ?? undefined;
}

/** What autopay is worth on this offer, in words; empty while the offers load. */
function autopayRateText(offer: Offer | undefined): string {
  if (!offer) return '';
  const points = autopayDiscountPoints(offer);
  return points
    ? ` With autopay your rate is ${formatPercent(offerRate(offer, 'AUTOPAY'))}, ${formatPercent(points)} off the ${formatPercent(offerRate(offer, 'MANUAL'))} rate.`
    : '';
}

interface CryptoAutopayPageProps {
  uuid: string;
  application: Application;
  offer: Offer | undefined;
  /** To bank/confirm with the choice made. */
  onContinue: () => void;
}

/**
 * Page bank/autopay of a crypto-backed line (server step AUTOPAY_ACCOUNT, decision 239): nothing is paid into a bank
 * account, so the only account asked for is the one the monthly payments come from, in bank/disburse's own form
 * (routing number with its bank, the number twice). Paying each month by hand needs no account (spec 001 §3 MANUAL).
 * Step 1 of 2; bank/confirm sends it.
 */
export function CryptoAutopayPage({ uuid, application, offer, onContinue }: CryptoAutopayPageProps) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const failed = failedAutopayMask(application);
  const chosen = autopayChoice.get(uuid);
  const manualRate = offer ? ` at ${formatPercent(offerRate(offer, 'MANUAL'))}` : '';
  return (
    <AccountForm
      uuid={uuid}
      title={CRYPTO_AUTOPAY_TITLE}
      confirmationHint="Type it again, so a mistyped digit does not take your payments from the wrong account."
      initial={chosen?.autopay ? chosen.account : undefined}
      intro={
        <>
          {failed ? (
            <div className="bank-notice" role="note">
              <p>
                <strong>We could not verify the account ending {maskedAccount(failed)}.</strong> The bank
                could not confirm it is in your name. Give another checking or savings account in your name
                below, pay each month yourself, or call {companyName} at <LenderPhoneLink /> to keep that one:
                we will ask for a recent statement.
              </p>
            </div>
          ) : null}
          <p>
            Your line is backed by your crypto, so nothing is paid into a bank account. We only need the US
            checking or savings account in your name that your monthly payments are taken from.
            {autopayRateText(offer)} Step 1 of 2.
          </p>
        </>
      }
      onContinue={(draft: BankDraft) => {
        // A new answer: the outcome of the last account no longer stands.
        sentAccount.clear(uuid);
        autopayChoice.save(uuid, { autopay: true, account: { ...draft, autopay: true } });
        onContinue();
      }}
      footer={
        <div className="bank-manual stack">
          <h2 className="heading-m">Rather pay each month yourself?</h2>
          <p>
            You can pay by bank transfer or check before each due date instead{manualRate}. No account is
            needed for that.
          </p>
          <div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                sentAccount.clear(uuid);
                autopayChoice.save(uuid, { autopay: false });
                onContinue();
              }}
            >
              Pay each month myself
            </button>
          </div>
        </div>
      }
    />
  );
}

import type { Application } from '@lintel/domain/application/application';
import { maskedAccount } from '@lintel/domain/application/disbursement-account';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { bankDraft, sentAccount, type BankDraft } from '../bank-draft.ts';
import { AccountForm } from './account-form.tsx';

export const DISBURSE_TITLE = 'Where should we send your funds?';
export const MANUAL_DISBURSE_TITLE = 'Give another bank account';

/** The account that failed the check, when the last one given did (decision 114: the step stays). */
export function failedAccountMask(application: Application): string | undefined {
  if (application.status?.giactAccountStatus !== 'FAILED_VERIFICATION') return undefined;
  return application.disburseAccount?.mask ?? undefined;
}

function FailedNotice({ mask }: { mask: string }) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  return (
    <div className="bank-notice" role="note">
      <p>
        <strong>We could not verify the account ending {maskedAccount(mask)}.</strong> The bank could not
        confirm it is in your name. Give another checking or savings account in your name below, or call{' '}
        {companyName} at <LenderPhoneLink /> if you want to keep that one: we will ask for a recent statement.
      </p>
    </div>
  );
}

interface AccountPageProps {
  uuid: string;
  application: Application;
  onContinue: (draft: BankDraft) => void;
}

/**
 * Page bank/disburse (server step DISBURSEMENT_ACCOUNT, decision 186): the account the line pays out to. The payment
 * mode is asked next (bank/autopay), and both are sent from bank/confirm.
 */
export function DisbursePage({ uuid, application, onContinue }: AccountPageProps) {
  const failed = failedAccountMask(application);
  return (
    <AccountForm
      uuid={uuid}
      title={DISBURSE_TITLE}
      initial={bankDraft.get(uuid)}
      intro={
        <>
          {failed ? <FailedNotice mask={failed} /> : null}
          <p>
            Your funds are paid into a US checking or savings account in your name. We check with the bank
            that the account is yours before anything is sent. Step 1 of 3.
          </p>
        </>
      }
      onContinue={(draft) => {
        // A new account: the outcome of the last one no longer stands.
        sentAccount.clear(uuid);
        bankDraft.save(uuid, draft);
        onContinue(draft);
      }}
    />
  );
}

/**
 * Page bank/manual-disburse (the engine's manualAutopay, decision 041): another account typed in by hand after the
 * bank could not verify the last one. Same fields and next pages as bank/disburse.
 */
export function ManualDisbursePage({ uuid, application, onContinue }: AccountPageProps) {
  const failed = failedAccountMask(application);
  return (
    <AccountForm
      uuid={uuid}
      title={MANUAL_DISBURSE_TITLE}
      initial={bankDraft.get(uuid)}
      intro={
        <>
          {failed ? <FailedNotice mask={failed} /> : null}
          <p>
            Type the numbers of another checking or savings account in your name. The funds of your line are
            paid into it, and we check it with the bank first. Step 1 of 3.
          </p>
        </>
      }
      onContinue={(draft) => {
        // A new account: the outcome of the last one no longer stands.
        sentAccount.clear(uuid);
        bankDraft.save(uuid, draft);
        onContinue(draft);
      }}
    />
  );
}

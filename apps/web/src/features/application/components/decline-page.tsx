import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useAdverseAction } from '../api/adverse-action.ts';
import { AdverseActionNotice } from './adverse-action-notice.tsx';
import { BorrowerRights } from './borrower-rights.tsx';

export type DeclineKind = 'decline' | 'credit' | 'income';

/** Spec 000 §8: a decline, a credit-score decline (error/credit) and a DTI decline (error/income). */
const WHY: Readonly<Record<DeclineKind, string>> = {
  decline:
    'After reviewing your application, we are unable to offer you a home-equity line of credit at this time.',
  credit:
    'After reviewing your credit report, we are unable to offer you a home-equity line of credit at this time.',
  income:
    'After reviewing your income and your debts, we are unable to offer you a home-equity line of credit at this time.',
};

/** error/decline, error/credit, error/income: the decision, the adverse-action notice and the borrower's rights. */
export function DeclinePage({ uuid, kind = 'decline' }: { uuid: string; kind?: DeclineKind }) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const notice = useAdverseAction(uuid);
  useDocumentTitle('We cannot offer you a line of credit');
  return (
    <div className="stack">
      <h1 className="heading-l">We cannot offer you a line of credit</h1>
      <p>
        Thank you for applying with {companyName}. {WHY[kind]}
      </p>
      {notice.isPending ? <Loading label="Loading the reasons for our decision" /> : null}
      {notice.data ? <AdverseActionNotice notice={notice.data} /> : null}
      {notice.isError ? (
        <p>
          We could not show the reasons for our decision just now. Call us at <LenderPhoneLink /> to hear
          them; you also have the right to receive them in writing.
        </p>
      ) : null}
      <BorrowerRights bureau={notice.data?.creditScore.source.bureau} />
      <p>
        Questions about this decision? Call {companyName} at <LenderPhoneLink />.
      </p>
    </div>
  );
}

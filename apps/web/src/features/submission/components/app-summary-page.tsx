import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import * as z from 'zod/mini';
import type { EmploymentType } from '@lintel/domain/application/application-enums';
import type { DisclosureDocument } from '@lintel/domain/application/disclosures/disclosure-document';
import { DRAW_PERIOD_YEARS } from '@lintel/domain/application/disclosures/heloc-plan';
import {
  acceptSummaryDisclosureBodySchema,
  submitApplicationBodySchema,
  type SummaryDisclosurePage,
} from '@lintel/domain/application/summary-disclosure';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useAcceptSummary, useSubmitApplication } from '../api/submission.ts';
import { DisclosureView } from './disclosure-view.tsx';
import './submission.css';

export const APP_SUMMARY_TITLE = 'Review and sign your application';

const TRADELINE_LABELS: Readonly<Record<string, string>> = {
  MORTGAGE: 'Mortgage',
  HELOC: 'Home equity line',
  INSTALLMENT: 'Installment loan',
  REVOLVING: 'Credit card or revolving account',
  AUTO: 'Auto loan',
  STUDENT: 'Student loan',
};

const percent = (value: number) => formatPercent(value, 2);
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

interface AppSummaryPageProps {
  uuid: string;
  summary: SummaryDisclosurePage;
  /** How each income source reads (registration's words, composed in by the route). */
  employmentLabels: Readonly<Record<EmploymentType, string>>;
  /** The home equity brochure (composed in by the route, which loads it beside the summary: decision 233). */
  brochure: DisclosureDocument;
}

/**
 * Page start/app-summary (server steps SUMMARY_DISCLOSURE and APP_SUBMISSION, engine states waitSummary and
 * appSummary; decisions 112 and 180): what the application states (the property, the line chosen, the income given,
 * the debts the credit bureau reported) and how each can still change; the Regulation Z 1026.40(d) disclosures and
 * the home equity brochure; then the borrower signs (accepts the summary) and submits, authorizing the hard pull.
 * Both calls go from the one button; an application already accepted only submits.
 */
export function AppSummaryPage({ uuid, summary, employmentLabels, brochure }: AppSummaryPageProps) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const accept = useAcceptSummary(uuid);
  const submitApplication = useSubmitApplication(uuid);
  const alreadyAccepted = summary.acceptedAt !== null;
  const [accepted, setAccepted] = useState(alreadyAccepted);
  const [certified, setCertified] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const failed = accept.error ?? submitApplication.error;
  const errors = fieldErrors.length > 0 ? fieldErrors : actionErrors(failed);
  useDocumentTitle(APP_SUMMARY_TITLE, errors.length > 0);

  // Built by the server from the summary and the lender's organisation data (decision 225).
  const disclosure = summary.disclosure;
  const figures = summary.figures;
  const pending = accept.isPending || submitApplication.isPending;

  if (submitApplication.isSuccess) return <Loading label="Submitting your application" />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const problems: ErrorSummaryItem[] = [];
    const acceptance = z.safeParse(acceptSummaryDisclosureBodySchema, { accepted });
    if (!acceptance.success && !alreadyAccepted)
      problems.push({ message: acceptance.error.issues[0]?.message ?? '', field: 'accepted' });
    const certification = z.safeParse(submitApplicationBodySchema, { certified });
    if (!certification.success)
      problems.push({ message: certification.error.issues[0]?.message ?? '', field: 'certified' });
    setFieldErrors(problems);
    if (problems.length > 0) return;
    try {
      if (!alreadyAccepted) await accept.mutateAsync({ accepted: true });
      await submitApplication.mutateAsync({ certified: true });
    } catch {
      // The failed call's messages show in the summary (actionErrors).
    }
  }

  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  const income = summary.statedIncome;
  const debts = summary.reportedDebts;

  return (
    <div className="app-summary">
      <ErrorSummary
        items={errors}
        focusKey={attempts + accept.failureCount + submitApplication.failureCount}
      />
      <h1 className="heading-l">{APP_SUMMARY_TITLE}</h1>
      <p>
        Check what your application says, read the two documents below, then sign and submit it. Submitting
        starts your full credit check.
      </p>
      <StandingFacts />

      <section aria-labelledby="summary-line" className="app-summary__section">
        <h2 id="summary-line" className="heading-m">
          Your line of credit
        </h2>
        <dl className="summary-list">
          <Row term="Home">{summary.propertyAddress}</Row>
          {summary.offer ? <Row term="Credit limit">{formatUsd(summary.offer.max)}</Row> : null}
          <Row term="Initial draw">{formatUsd(summary.amount)}</Row>
          <Row term="Rate (APR)">
            {percent(summary.rate)} {summary.offer?.type === 'FLOATING' ? 'variable' : 'fixed'}
            {summary.payType === 'AUTOPAY' ? ', with automatic payments' : ', paying by hand each month'}
          </Row>
          <Row term="Repayment term">{summary.term} years for each draw</Row>
          <Row term="Draw period">{DRAW_PERIOD_YEARS} years</Row>
          <Row term="Origination fee">
            {figures
              ? `${formatUsd(figures.originationFee)} (${percent(summary.offer?.originationFee ?? 0)} of the draw, added to it)`
              : summary.originationFeePercent !== null
                ? `${percent(summary.originationFeePercent)} of the draw`
                : 'Not available'}
          </Row>
          {figures ? <Row term="Monthly payment">{formatUsd(figures.monthlyPayment)}</Row> : null}
          <Row term="Loan number">{summary.loanNumber}</Row>
        </dl>
        <p className="hint">
          These terms are fixed now. If you want a different draw, term or payment method, call {companyName}{' '}
          at <LenderPhoneLink /> before you submit.
        </p>
      </section>

      <section aria-labelledby="summary-income" className="app-summary__section">
        <h2 id="summary-income" className="heading-m">
          Income you told us
        </h2>
        {income ? (
          <dl className="summary-list">
            <Row term="Employment">{employmentLabels[income.employmentType]}</Row>
            <Row term="Yearly income">{formatUsd(income.annualIncome)}</Row>
            {income.otherIncome > 0 ? (
              <Row term="Other yearly income">{formatUsd(income.otherIncome)}</Row>
            ) : null}
          </dl>
        ) : (
          <p>We have no income on file for this application.</p>
        )}
        <p className="hint">
          We verify your income after you submit. If it turns out lower, we work out your offer again and you
          choose again.
        </p>
      </section>

      <section aria-labelledby="summary-debts" className="app-summary__section">
        <h2 id="summary-debts" className="heading-m">
          Debts on your credit report
        </h2>
        {debts ? (
          <>
            <div
              className="disclosure__table-wrap"
              tabIndex={0}
              role="region"
              aria-label="Accounts on your credit report"
            >
              <table className="disclosure__table">
                <caption>From your credit report of {dateText(debts.reportedAt)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Balance</th>
                    <th scope="col">Monthly payment</th>
                  </tr>
                </thead>
                <tbody>
                  {debts.accounts.map((account, index) => (
                    <tr key={`${account.creditor}-${index}`}>
                      <th scope="row">
                        {account.creditor}
                        <span className="hint app-summary__account-type">
                          {TRADELINE_LABELS[account.type] ?? account.type}
                        </span>
                      </th>
                      <td>{formatUsd(account.balance)}</td>
                      <td>{formatUsd(account.monthlyPayment)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      Total monthly payments
                    </th>
                    <td>{formatUsd(debts.monthlyTotal)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p className="hint">
              These come from the credit bureau, not from you. If one is wrong, call us before you submit; you
              can also dispute it with the bureau.
            </p>
          </>
        ) : (
          <p>
            Your credit report&rsquo;s debts are not shown here. Call us if you would like to go through them.
          </p>
        )}
      </section>

      <section aria-labelledby="summary-documents" className="app-summary__section">
        <h2 id="summary-documents" className="heading-m">
          Read before you sign
        </h2>
        <p>Open each document to read it. Keep a copy: your browser can print or save this page.</p>
        {disclosure ? (
          <DisclosureView document={disclosure} />
        ) : (
          <p>
            The terms of your line are being updated, so we cannot show its disclosure now. Call {companyName}{' '}
            at <LenderPhoneLink />.
          </p>
        )}
        <DisclosureView document={brochure} />
      </section>

      <form noValidate onSubmit={(event) => void submit(event)} className="app-summary__section">
        <h2 className="heading-m">Sign and submit</h2>
        {alreadyAccepted ? (
          <p>You accepted this summary on {dateText(summary.acceptedAt ?? '')}.</p>
        ) : (
          <Checkbox
            name="accepted"
            label="I have received “Important terms of your home equity line of credit” and “What you should know about home equity lines of credit”, and I accept the summary of my application above. Ticking this box is my electronic signature."
            error={errorFor('accepted')}
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
        )}
        <div className="submission-notice">
          <h3 className="heading-s">Your full credit check</h3>
          <p>
            When you submit, {companyName} obtains your full credit report from a consumer reporting agency,
            as you authorized earlier. This is a hard inquiry: other lenders can see it, and it may lower your
            credit score by a few points. We use it to make our final decision on your line.
          </p>
        </div>
        <Checkbox
          name="certified"
          label={`I certify that the information in my application is true and complete, and I authorize ${companyName} to obtain my full credit report now.`}
          error={errorFor('certified')}
          checked={certified}
          onChange={(event) => setCertified(event.target.checked)}
        />
        <button type="submit" className="button" disabled={pending}>
          {alreadyAccepted ? 'Submit application' : 'Sign and submit application'}
        </button>
      </form>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

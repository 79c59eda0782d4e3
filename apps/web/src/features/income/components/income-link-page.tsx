import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import type { SandboxInstitution } from '@lintel/domain/application/income-link-sandbox';
import type { IncomeLinkType } from '@lintel/domain/application/income-verification';
import { HELOC_UUID_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import { useLinkToken } from '../api/income-link.ts';
import { paths } from '../../../config/paths.ts';
import {
  INCOME_REVIEW_PAGE,
  LINK_TOKEN_STORAGE_KEY,
  LINK_TYPE_STORAGE_KEY,
  paystubCount,
} from '../income-pages.ts';
import { LinkWidget, type LinkedAccount } from './link-widget.tsx';
import '../income.css';

const COPY: Record<IncomeLinkType, { title: string; intro: string; button: string }> = {
  BANK: {
    title: 'Connect the bank account your pay goes into',
    intro:
      'Sign in to your bank through our secure link. We read the deposits of the last few months to verify your income; we cannot move money or see your sign-in.',
    button: 'Connect your bank account',
  },
  PAYROLL: {
    title: 'Connect your payroll account',
    intro:
      'Sign in to the payroll provider your employer uses through our secure link. We read your pay history to verify your income; we cannot see your sign-in.',
    button: 'Connect your payroll account',
  },
};

/**
 * Page income/link/{type} (INCOME_VERIFICATION; decision 182): the link token from the server opens the provider's
 * widget; its public token goes to income/verify, whose outcome moves the application (matched: bank account or
 * employer details; lower: the revised offers) or keeps it on income verification, where income/review says what
 * was found (partial: paystubs; not found: another way).
 */
export function IncomeLinkPage({ uuid, linkType }: { uuid: string; linkType: IncomeLinkType }) {
  const copy = COPY[linkType];
  useDocumentTitle(copy.title);
  const token = useLinkToken(uuid);
  const verify = useStepAction(verifyIncome, uuid);
  const [widgetOpen, setWidgetOpen] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const navigate = useNavigate();

  function open() {
    setAttempts((n) => n + 1);
    token.mutate(linkType, { onSuccess: () => setWidgetOpen(true) });
  }

  function linked({ publicToken }: LinkedAccount) {
    setWidgetOpen(false);
    // The step action refreshes the step, during which the guard re-mounts this page: what a check that keeps the
    // borrower here found goes to income/review in its address rather than into this page's state.
    verify.mutateAsync({ linkType, publicToken }).then(
      (result) => {
        if (result.outcome !== 'PARTIAL' && result.outcome !== 'NOT_FOUND') return;
        const search = `?outcome=${result.outcome}&paystubs=${paystubCount(result.paystubsRequired)}`;
        void navigate({ href: `${paths.application.getHref(uuid, INCOME_REVIEW_PAGE)}${search}` });
      },
      () => setAttempts((n) => n + 1),
    );
  }

  function leave(institution: SandboxInstitution) {
    const linkToken = token.data?.linkToken;
    if (!linkToken) return;
    // What the return page (/plaid-oauth-success or income/pointserv-callback) needs to finish this link.
    localStorage.setItem(HELOC_UUID_STORAGE_KEY, uuid);
    localStorage.setItem(LINK_TOKEN_STORAGE_KEY, linkToken);
    localStorage.setItem(LINK_TYPE_STORAGE_KEY, linkType);
    const search = new URLSearchParams({ institution: institution.id, link_token: linkToken });
    window.location.assign(`/sandbox-link/oauth?${search.toString()}`);
  }

  const moving = verify.isSuccess && verify.data.outcome !== 'PARTIAL' && verify.data.outcome !== 'NOT_FOUND';
  if (verify.isPending) return <Loading label="Checking your income" />;
  if (moving) return <Loading label="Finding your next step" />;
  const errors = [...actionErrors(token.error), ...actionErrors(verify.error)];
  return (
    <div className="question-page stack">
      <Link to={paths.application.getHref(uuid, INCOME_REVIEW_PAGE)} className="back-link">
        Back
      </Link>
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">{copy.title}</h1>
      <p>{copy.intro}</p>
      <div className="income-actions">
        <button type="button" className="button" onClick={open} disabled={token.isPending}>
          {copy.button}
        </button>
        <Link to={paths.application.getHref(uuid, INCOME_REVIEW_PAGE)}>Choose another way</Link>
      </div>
      <StandingFacts />
      {token.data ? (
        <LinkWidget
          key={token.data.linkToken}
          linkToken={token.data.linkToken}
          linkType={linkType}
          open={widgetOpen}
          onSuccess={linked}
          onExit={() => setWidgetOpen(false)}
          onLeave={leave}
        />
      ) : null}
    </div>
  );
}

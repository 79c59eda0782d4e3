import { useEffect, useState } from 'react';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import type { Offer } from '@lintel/domain/application/offer';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { chosenOffer } from '@lintel/domain/loan-math/chosen-offer';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { useOffers } from '../../features/application/api/offers.ts';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { autopayChoice, bankDraft, sentAccount } from '../../features/bank/bank-draft.ts';
import { AutopayPage } from '../../features/bank/components/autopay-page.tsx';
import { ConfirmPage } from '../../features/bank/components/confirm-page.tsx';
import { CryptoAutopayPage } from '../../features/bank/components/crypto-autopay-page.tsx';
import { DisbursePage, ManualDisbursePage } from '../../features/bank/components/disburse-page.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

function useGoTo(uuid: string) {
  const navigate = useNavigate();
  return (page: string) => void navigate({ href: applicationHref(uuid, page) });
}

/** The offer chosen on product/select, for the rate of each payment mode; undefined until known. */
function useChosenOffer(uuid: string): Offer | undefined {
  const application = useApplication(uuid);
  const offers = useOffers(uuid);
  if (!application.data || !offers.data) return undefined;
  return chosenOffer(offers.data, application.data);
}

/**
 * bank/autopay and bank/confirm need the account typed on bank/disburse, which lives in memory only: after a reload or
 * a deep link the borrower is sent back there first (like start/contact, decision 109). A crypto-backed line's
 * bank/confirm needs bank/autopay's answer the same way (decision 239). Read once, so the page does not bounce while
 * the draft is cleared after sending.
 */
function useBackWithout(uuid: string, missing: boolean, back: 'bank/disburse' | 'bank/autopay') {
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();
  const here = /\/bank\/(autopay|confirm|manual-disburse)\/?$/.test(pathname) && !pathname.endsWith(back);
  useEffect(() => {
    if (missing && here)
      void navigate({ href: withPreservedQuery(applicationHref(uuid, back), searchStr), replace: true });
  }, [missing, here, navigate, uuid, back, searchStr]);
}

function useDraftOrBack(uuid: string, sent = false, enabled = true) {
  const [draft] = useState(() => bankDraft.get(uuid));
  useBackWithout(uuid, enabled && !draft && !sent, 'bank/disburse');
  return draft;
}

export function DisburseRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const goTo = useGoTo(uuid);
  if (!application.data) return <Loading label="Loading your application" />;
  return <DisbursePage uuid={uuid} application={application.data} onContinue={() => goTo('bank/autopay')} />;
}

export function ManualDisburseRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const goTo = useGoTo(uuid);
  // A crypto-backed line gives another autopay account on bank/autopay itself (decision 239).
  const crypto = application.data?.isCrypto === true;
  useBackWithout(uuid, crypto, 'bank/autopay');
  if (!application.data || crypto) return <Loading label="Loading your application" />;
  return (
    <ManualDisbursePage uuid={uuid} application={application.data} onContinue={() => goTo('bank/autopay')} />
  );
}

export function AutopayRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const crypto = application.data?.isCrypto === true;
  const draft = useDraftOrBack(uuid, false, application.data !== undefined && !crypto);
  const offer = useChosenOffer(uuid);
  const goTo = useGoTo(uuid);
  if (!application.data) return <Loading label="Loading your application" />;
  // A crypto-backed line has no payout account: bank/autopay takes its autopay account itself (decision 239).
  if (crypto)
    return (
      <CryptoAutopayPage
        uuid={uuid}
        application={application.data}
        offer={offer}
        onContinue={() => goTo('bank/confirm')}
      />
    );
  if (!draft) return <Loading label="Loading your bank details" />;
  return (
    <AutopayPage
      uuid={uuid}
      draft={draft}
      offer={offer}
      backHref={applicationHref(uuid, 'bank/disburse')}
      onContinue={() => goTo('bank/confirm')}
    />
  );
}

export function ConfirmRoute() {
  const { uuid } = applicationApi.useParams();
  const application = useApplication(uuid);
  const crypto = application.data?.isCrypto === true;
  // Once sent, the outcome stays on screen until the borrower moves on (the number itself is gone).
  const [sent] = useState(() => sentAccount.get(uuid) !== undefined);
  const [choice] = useState(() => autopayChoice.get(uuid));
  const known = application.data !== undefined;
  const draft = useDraftOrBack(uuid, sent, known && !crypto);
  useBackWithout(uuid, known && crypto && !choice && !sent, 'bank/autopay');
  const offer = useChosenOffer(uuid);
  if (!application.data) return <Loading label="Loading your application" />;
  if (crypto) {
    if (!choice && !sent) return <Loading label="Loading your payment choice" />;
    const autopayHref = applicationHref(uuid, 'bank/autopay');
    return (
      <ConfirmPage
        uuid={uuid}
        purpose="AUTOPAY"
        draft={choice?.autopay ? choice.account : undefined}
        manualPay={choice?.autopay === false}
        offer={offer}
        accountHref={autopayHref}
        autopayHref={autopayHref}
        anotherAccountHref={autopayHref}
      />
    );
  }
  if (!draft && !sent) return <Loading label="Loading your bank details" />;
  return (
    <ConfirmPage
      uuid={uuid}
      purpose="DISBURSE"
      draft={draft}
      offer={offer}
      accountHref={applicationHref(uuid, 'bank/disburse')}
      autopayHref={applicationHref(uuid, 'bank/autopay')}
      anotherAccountHref={applicationHref(uuid, 'bank/manual-disburse')}
    />
  );
}

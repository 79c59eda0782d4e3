import { useEffect, useState } from 'react';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import type { Offer } from '@lintel/domain/application/offer';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { chosenOffer } from '@lintel/domain/loan-math/chosen-offer';
import { Loading } from '../../components/ui/loading.tsx';
import { useApplication } from '../../features/application/api/application.ts';
import { useOffers } from '../../features/application/api/offers.ts';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { bankDraft, sentAccount } from '../../features/bank/bank-draft.ts';
import { AutopayPage } from '../../features/bank/components/autopay-page.tsx';
import { ConfirmPage } from '../../features/bank/components/confirm-page.tsx';
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
 * a deep link the borrower is sent back there first (like start/contact, decision 109). Read once, so the page does
 * not bounce while the draft is cleared after sending.
 */
function useDraftOrBack(uuid: string, sent = false) {
  const [draft] = useState(() => bankDraft.get(uuid));
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();
  const here = /\/bank\/(autopay|confirm)\/?$/.test(pathname);
  useEffect(() => {
    if (!draft && !sent && here)
      void navigate({
        href: withPreservedQuery(applicationHref(uuid, 'bank/disburse'), searchStr),
        replace: true,
      });
  }, [draft, sent, here, navigate, uuid, searchStr]);
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
  if (!application.data) return <Loading label="Loading your application" />;
  return (
    <ManualDisbursePage uuid={uuid} application={application.data} onContinue={() => goTo('bank/autopay')} />
  );
}

export function AutopayRoute() {
  const { uuid } = applicationApi.useParams();
  const draft = useDraftOrBack(uuid);
  const offer = useChosenOffer(uuid);
  const goTo = useGoTo(uuid);
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
  // Once sent, the outcome stays on screen until the borrower moves on (the number itself is gone).
  const [sent] = useState(() => sentAccount.get(uuid) !== undefined);
  const draft = useDraftOrBack(uuid, sent);
  const offer = useChosenOffer(uuid);
  if (!draft && !sent) return <Loading label="Loading your bank details" />;
  return (
    <ConfirmPage
      uuid={uuid}
      draft={draft}
      offer={offer}
      disburseHref={applicationHref(uuid, 'bank/disburse')}
      autopayHref={applicationHref(uuid, 'bank/autopay')}
      anotherAccountHref={applicationHref(uuid, 'bank/manual-disburse')}
    />
  );
}

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { IncomeLinkType, VerifyIncomeResult } from '@lintel/domain/application/income-verification';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, UNEXPECTED_MESSAGE } from '../../../lib/api-error.ts';
import { finishOAuthLink } from '../api/income-link.ts';
import { INCOME_REVIEW_PAGE } from '../income-pages.ts';

export interface OAuthReturn {
  /** The application (from local storage `heloc_uuid` after a bank, from the path after a payroll provider). */
  uuid: string | undefined;
  linkType: IncomeLinkType | undefined;
  linkToken: string | undefined;
  oauthStateId: string | undefined;
}

const TITLE = 'Finishing your connection';

/**
 * /plaid-oauth-success and income/pointserv-callback (spec 000 §2; decision 182): back from an institution's own
 * site, the saved link token finishes the link, income/verify checks the income, and `onDone` takes the borrower on
 * (the routing guard picks the page the new step names). One query, so the two calls are made once.
 */
export function OAuthReturnPage({
  link,
  onDone,
}: {
  link: OAuthReturn;
  onDone: (uuid: string, result: VerifyIncomeResult) => void;
}) {
  useDocumentTitle(TITLE);
  const queryClient = useQueryClient();
  const { uuid, linkType, linkToken, oauthStateId } = link;
  const complete = Boolean(uuid && linkType && linkToken && oauthStateId);
  const finish = useQuery({
    queryKey: ['income-link', 'oauth-return', oauthStateId],
    queryFn: () =>
      finishOAuthLink({
        uuid: uuid!,
        linkType: linkType!,
        linkToken: linkToken!,
        oauthStateId: oauthStateId!,
      }),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (!finish.data || !uuid) return;
    void queryClient
      .invalidateQueries({ queryKey: ['application', uuid] })
      .then(() => onDone(uuid, finish.data));
  }, [finish.data, uuid, queryClient, onDone]);

  if (complete && !finish.isError) return <Loading label={TITLE} />;
  const message =
    finish.error instanceof ApiError && finish.error.items.length > 0
      ? finish.error.items.map((item) => item.message).join(' ')
      : finish.isError
        ? UNEXPECTED_MESSAGE
        : 'We could not tell which connection you came back from.';
  return (
    <div className="stack">
      <h1 className="heading-l">We could not finish connecting your account</h1>
      <p role="alert">{message}</p>
      <p>
        {uuid ? (
          <Link className="button" to={paths.application.getHref(uuid, INCOME_REVIEW_PAGE)}>
            Back to income verification
          </Link>
        ) : (
          <Link className="button" to={paths.dashboard.getHref()}>
            Go to your dashboard
          </Link>
        )}
      </p>
    </div>
  );
}

import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { paths } from '../../config/paths.ts';
import { StartPage } from '../../features/start-page/components/start-page.tsx';
import { applyHref } from './apply-href.ts';

const homeApi = getRouteApi('/');

/** The root for a visitor without a session: the lender's start page (decision 167). */
function StartPageRoute() {
  const organisation = useOrganisation();
  const { loanOriginatorUuid } = homeApi.useSearch();
  return (
    <StartPage applyHref={applyHref(organisation, loanOriginatorUuid)} loginHref={paths.login.getHref()} />
  );
}

export const Route = createLazyRoute('/')({ component: StartPageRoute });

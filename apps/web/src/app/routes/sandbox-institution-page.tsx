import { getRouteApi } from '@tanstack/react-router';
import { SandboxInstitutionPage } from '../../features/income/components/sandbox-institution-page.tsx';

const institutionApi = getRouteApi('/sandbox-link/oauth');

/** The sandbox institution's own sign-in; it sends the browser back with a full page load, as a real site would. */
export function SandboxInstitutionRoute() {
  const search = institutionApi.useSearch();
  return (
    <SandboxInstitutionPage
      institutionId={search.institution}
      linkToken={search.link_token}
      onReturn={(href) => window.location.assign(href)}
    />
  );
}

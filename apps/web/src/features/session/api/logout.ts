import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redirectResponseSchema } from '@lintel/domain/identity/identity';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { isSignerPath, paths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { clearToken } from '../../../lib/session-token.ts';

export const LOGOUT_PATH = '/identity-broker/customer/secure/api/v3/logout';
/** The product this portal is (spec 001 §7: the broker calls carry an application name). */
export const APPLICATION_NAME = 'HELOC';

/** Spec 001 §4: "for the signer the query string is stripped". */
export function logoutTarget(redirectUrl: string, pathname: string): string {
  return isSignerPath(pathname) ? (redirectUrl.split('?')[0] ?? redirectUrl) : redirectUrl;
}

/**
 * Spec 001 §4/§7: the logout call answers a redirect address the browser goes to. A full navigation (not a router
 * push) so nothing of the ended session survives in memory. If the call fails the session still ends locally.
 */
export function useLogout(navigate: (href: string) => void = (href) => window.location.assign(href)) {
  const queryClient = useQueryClient();
  const { orgCode } = useOrganisation();
  const leave = (href: string) => {
    clearToken();
    queryClient.clear();
    navigate(logoutTarget(href, window.location.pathname));
  };
  return useMutation({
    mutationFn: () =>
      apiClient.post(LOGOUT_PATH, { applicationName: APPLICATION_NAME, orgCode }, redirectResponseSchema, {
        headers: { 'application-name': APPLICATION_NAME },
      }),
    onSuccess: ({ redirectUrl }) => leave(redirectUrl),
    onError: () => leave(paths.login.getHref()),
  });
}

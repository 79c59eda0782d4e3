import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brokerLogout } from '@lintel/domain/api/endpoints/identity-broker';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { isSignerPath, paths } from '../../../config/paths.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { clearToken } from '../../../lib/session-token.ts';

/** The product this portal is (spec 001 §7: the broker calls carry an application name). */
export const APPLICATION_NAME = 'HELOC';

/**
 * Spec 001 §4: "for the signer the query string is stripped". A signer is whoever is in the signer area, or a
 * CO_DEEDER identity anywhere (e.g. on settings), so nothing of their visit rides along to the next login.
 */
export function logoutTarget(redirectUrl: string, pathname: string, isSigner = false): string {
  return isSigner || isSignerPath(pathname) ? (redirectUrl.split('?')[0] ?? redirectUrl) : redirectUrl;
}

/**
 * Spec 001 §4/§7: the logout call answers a redirect address the browser goes to. A full navigation (not a router
 * push) so nothing of the ended session survives in memory. If the call fails the session still ends locally.
 */
export function useLogout(
  navigate: (href: string) => void = (href) => window.location.assign(href),
  isSigner = false,
) {
  const queryClient = useQueryClient();
  const { orgCode } = useOrganisation();
  const leave = (href: string) => {
    apiClient.leave();
    clearToken();
    queryClient.clear();
    navigate(logoutTarget(href, window.location.pathname, isSigner));
  };
  return useMutation({
    mutationFn: () =>
      apiClient.call(brokerLogout, {
        params: { kind: 'customer' },
        body: { applicationName: APPLICATION_NAME, orgCode },
        headers: { 'application-name': APPLICATION_NAME },
      }),
    onSuccess: ({ redirectUrl }) => leave(redirectUrl),
    onError: () => leave(isSigner ? paths.signerLogin.getHref() : paths.login.getHref()),
  });
}

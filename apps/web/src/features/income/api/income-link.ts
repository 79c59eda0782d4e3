import { useMutation } from '@tanstack/react-query';
import { createIncomeLinkToken, verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { sandboxLinkOAuthComplete, sandboxLinkSession } from '@lintel/domain/api/endpoints/sandbox-link';
import type { LinkSessionBody } from '@lintel/domain/application/income-link-sandbox';
import type { IncomeLinkType } from '@lintel/domain/application/income-verification';
import { apiClient } from '../../../lib/api-client.ts';

/** The link token the widget opens with (decision 182). */
export function useLinkToken(uuid: string) {
  return useMutation({
    mutationFn: (linkType: IncomeLinkType) =>
      apiClient.call(createIncomeLinkToken, { params: { uuid }, body: { linkType } }),
  });
}

/** The widget's sign-in at an institution: the provider's servers (the sandbox's here) decide what it links. */
export function useLinkSession() {
  return useMutation({
    mutationFn: (body: LinkSessionBody) => apiClient.call(sandboxLinkSession, { body }),
  });
}

/**
 * Back from an OAuth institution: the same link token finishes the link, then income/verify exchanges the public
 * token. One function, so a return page makes both calls once.
 */
export async function finishOAuthLink(input: {
  uuid: string;
  linkType: IncomeLinkType;
  linkToken: string;
  oauthStateId: string;
}) {
  const link = await apiClient.call(sandboxLinkOAuthComplete, {
    body: { linkToken: input.linkToken, oauthStateId: input.oauthStateId },
  });
  if (!link.publicToken) throw new Error('The institution did not finish the link');
  return apiClient.call(verifyIncome, {
    params: { uuid: input.uuid },
    body: { linkType: input.linkType, publicToken: link.publicToken },
  });
}

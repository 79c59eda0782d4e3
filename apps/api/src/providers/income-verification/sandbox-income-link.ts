import { randomUUID } from 'node:crypto';
import {
  LINK_CREDENTIALS_INVALID,
  LINK_MFA_INVALID,
  LINK_SESSION_EXPIRED,
  SANDBOX_LINK_USERS,
  SANDBOX_MFA_CODE,
  SANDBOX_MFA_PASSWORD,
  SANDBOX_PASSWORD,
  sandboxInstitution,
  type LinkOAuthCompleteBody,
  type LinkSessionBody,
  type LinkSessionResult,
  type SandboxInstitution,
  type SandboxLinkBehaviour,
  type SandboxLinkUser,
} from '@lintel/domain/application/income-link-sandbox';
import type { LinkToken, LinkTokenRequest } from './income-verification.ts';

/** Plaid's lifetimes: a link token lasts 4 hours, a public token 30 minutes. */
const LINK_TOKEN_MS = 4 * 60 * 60 * 1000;
const PUBLIC_TOKEN_MS = 30 * 60 * 1000;

interface LinkTokenRecord {
  applicationId: string;
  linkType: 'PAYROLL' | 'BANK';
  expiresAt: Date;
}

export interface LinkedItem {
  applicationId: string;
  linkType: 'PAYROLL' | 'BANK';
  institutionId: string;
  behaviour: SandboxLinkBehaviour;
}

/** A refusal of the widget's sign-in, shown to the person in the widget. */
export interface LinkRefusal {
  refused: string;
  field?: 'username' | 'password' | 'mfaCode' | 'linkToken';
}

/**
 * What the provider's own servers do for its widget, in memory (decision 021: sandbox state lives with the provider
 * instance): link tokens, the sign-in of the sandbox users, the OAuth hand-off, and the public tokens the income
 * check exchanges (once). Nothing here trusts the browser with an outcome: a public token only names the sandbox
 * user who signed in.
 */
export class SandboxIncomeLinks {
  private readonly linkTokens = new Map<string, LinkTokenRecord>();
  private readonly publicTokens = new Map<string, LinkedItem & { expiresAt: Date }>();
  private readonly oauthStates = new Map<string, { linkToken: string; item: LinkedItem }>();

  createLinkToken({ applicationId, linkType, now }: LinkTokenRequest): LinkToken {
    const linkToken = `link-sandbox-${randomUUID()}`;
    const expiration = new Date(now.getTime() + LINK_TOKEN_MS);
    this.linkTokens.set(linkToken, { applicationId, linkType, expiresAt: expiration });
    return { linkToken, expiration };
  }

  /** The widget's sign-in at an institution (or, for an OAuth institution, at its own site). */
  connect(body: LinkSessionBody, now: Date): LinkSessionResult | LinkRefusal {
    const token = this.liveLinkToken(body.linkToken, now);
    if (!token) return { refused: LINK_SESSION_EXPIRED, field: 'linkToken' };
    const institution = sandboxInstitution(body.institutionId);
    if (!institution || institution.linkType !== token.linkType)
      return { refused: 'Please choose an institution from the list.' };
    const username = body.username.trim().toLowerCase();
    const behaviour = SANDBOX_LINK_USERS[username as SandboxLinkUser] as SandboxLinkBehaviour | undefined;
    const mfa = body.password === SANDBOX_MFA_PASSWORD;
    if (!behaviour || (body.password !== SANDBOX_PASSWORD && !mfa))
      return { refused: LINK_CREDENTIALS_INVALID, field: 'password' };
    if (mfa && body.mfaCode === undefined) return { status: 'MFA_REQUIRED' };
    if (mfa && body.mfaCode?.trim() !== SANDBOX_MFA_CODE)
      return { refused: LINK_MFA_INVALID, field: 'mfaCode' };
    const item: LinkedItem = {
      applicationId: token.applicationId,
      linkType: token.linkType,
      institutionId: institution.id,
      behaviour,
    };
    if (institution.oauth) {
      const oauthStateId = `oauth-sandbox-${randomUUID()}`;
      this.oauthStates.set(oauthStateId, { linkToken: body.linkToken, item });
      return { status: 'OAUTH_REDIRECT', redirectUri: returnUri(token, oauthStateId) };
    }
    return this.connected(item, institution, now);
  }

  /** Back from the institution's site: the same link token finishes the link. */
  completeOAuth(body: LinkOAuthCompleteBody, now: Date): LinkSessionResult | LinkRefusal {
    const state = this.oauthStates.get(body.oauthStateId);
    const token = this.liveLinkToken(body.linkToken, now);
    if (!state || !token || state.linkToken !== body.linkToken)
      return { refused: LINK_SESSION_EXPIRED, field: 'linkToken' };
    this.oauthStates.delete(body.oauthStateId);
    const institution = sandboxInstitution(state.item.institutionId);
    if (!institution) return { refused: LINK_SESSION_EXPIRED, field: 'linkToken' };
    return this.connected(state.item, institution, now);
  }

  /** The exchange: a public token is good once, for its own application, within 30 minutes. */
  exchange(publicToken: string, applicationId: string, now: Date): LinkedItem | undefined {
    const item = this.publicTokens.get(publicToken);
    if (!item || item.applicationId !== applicationId) return undefined;
    this.publicTokens.delete(publicToken);
    return item.expiresAt > now ? item : undefined;
  }

  private connected(item: LinkedItem, institution: SandboxInstitution, now: Date): LinkSessionResult {
    const publicToken = `public-sandbox-${randomUUID()}`;
    this.publicTokens.set(publicToken, { ...item, expiresAt: new Date(now.getTime() + PUBLIC_TOKEN_MS) });
    return {
      status: 'CONNECTED',
      publicToken,
      institutionName: institution.name,
      accounts:
        institution.linkType === 'BANK'
          ? [
              { name: 'Plaid Checking', mask: '0000' },
              { name: 'Plaid Saving', mask: '1111' },
            ]
          : [{ name: 'Payroll account', mask: '4455' }],
    };
  }

  private liveLinkToken(linkToken: string, now: Date): LinkTokenRecord | undefined {
    const record = this.linkTokens.get(linkToken);
    return record && record.expiresAt > now ? record : undefined;
  }
}

/**
 * Spec 000 §2: a bank returns to /plaid-oauth-success (the application id is in local storage), a payroll provider
 * to the application's income/pointserv-callback.
 */
function returnUri(token: LinkTokenRecord, oauthStateId: string): string {
  const query = `oauth_state_id=${encodeURIComponent(oauthStateId)}`;
  return token.linkType === 'BANK'
    ? `/account/heloc/plaid-oauth-success?${query}`
    : `/account/heloc/${token.applicationId}/income/pointserv-callback?${query}`;
}

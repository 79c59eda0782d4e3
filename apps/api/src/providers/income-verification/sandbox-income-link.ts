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
import type { SandboxRecordStore } from '../sandbox-record-store.ts';
import type { LinkToken, LinkTokenRequest } from './income-verification.ts';

/** Plaid's lifetimes: a link token lasts 4 hours, a public token 30 minutes. */
const LINK_TOKEN_MS = 4 * 60 * 60 * 1000;
const PUBLIC_TOKEN_MS = 30 * 60 * 1000;

/** The sandbox's records (decision 250): what its servers remember, for whichever of our processes calls next. */
const LINK_TOKENS = 'income-link:link-token';
const PUBLIC_TOKENS = 'income-link:public-token';
const OAUTH_STATES = 'income-link:oauth-state';

interface LinkTokenRecord {
  applicationId: string;
  linkType: 'PAYROLL' | 'BANK';
}

export interface LinkedItem {
  applicationId: string;
  linkType: 'PAYROLL' | 'BANK';
  institutionId: string;
  behaviour: SandboxLinkBehaviour;
}

interface OAuthState {
  linkToken: string;
  item: LinkedItem;
}

/** A refusal of the widget's sign-in, shown to the person in the widget. */
export interface LinkRefusal {
  refused: string;
  field?: 'username' | 'password' | 'mfaCode' | 'linkToken';
}

/**
 * What the provider's own servers do for its widget: link tokens, the sign-in of the sandbox users, the OAuth
 * hand-off, and the public tokens the income check exchanges (once). Kept in the sandbox records, so a token made
 * by one process of the portal is known to every other (issue 28). Nothing here trusts the browser with an
 * outcome: a public token only names the sandbox user who signed in.
 */
export class SandboxIncomeLinks {
  constructor(private readonly records: SandboxRecordStore) {}

  async createLinkToken({ applicationId, linkType, now }: LinkTokenRequest): Promise<LinkToken> {
    const linkToken = `link-sandbox-${randomUUID()}`;
    const record: LinkTokenRecord = { applicationId, linkType };
    await this.records.put(LINK_TOKENS, linkToken, record, { now, ms: LINK_TOKEN_MS });
    return { linkToken, expiration: new Date(now.getTime() + LINK_TOKEN_MS) };
  }

  /** The widget's sign-in at an institution (or, for an OAuth institution, at its own site). */
  async connect(body: LinkSessionBody, now: Date): Promise<LinkSessionResult | LinkRefusal> {
    const token = await this.records.get<LinkTokenRecord>(LINK_TOKENS, body.linkToken, now);
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
      const state: OAuthState = { linkToken: body.linkToken, item };
      // No use past the link token's own life: the return needs a live link token too.
      await this.records.put(OAUTH_STATES, oauthStateId, state, { now, ms: LINK_TOKEN_MS });
      return { status: 'OAUTH_REDIRECT', redirectUri: returnUri(token, oauthStateId) };
    }
    return this.connected(item, institution, now);
  }

  /** Back from the institution's site: the same link token finishes the link, once. */
  async completeOAuth(body: LinkOAuthCompleteBody, now: Date): Promise<LinkSessionResult | LinkRefusal> {
    const token = await this.records.get<LinkTokenRecord>(LINK_TOKENS, body.linkToken, now);
    const state = token
      ? await this.records.takeOnce<OAuthState>(OAUTH_STATES, body.oauthStateId, now, {
          linkToken: body.linkToken,
        })
      : undefined;
    if (!state) return { refused: LINK_SESSION_EXPIRED, field: 'linkToken' };
    const institution = sandboxInstitution(state.item.institutionId);
    if (!institution) return { refused: LINK_SESSION_EXPIRED, field: 'linkToken' };
    return this.connected(state.item, institution, now);
  }

  /**
   * The exchange: a public token is good once, for its own application, within 30 minutes. Another application's
   * exchange leaves it as it is.
   */
  exchange(publicToken: string, applicationId: string, now: Date): Promise<LinkedItem | undefined> {
    return this.records.takeOnce<LinkedItem>(PUBLIC_TOKENS, publicToken, now, { applicationId });
  }

  private async connected(
    item: LinkedItem,
    institution: SandboxInstitution,
    now: Date,
  ): Promise<LinkSessionResult> {
    const publicToken = `public-sandbox-${randomUUID()}`;
    await this.records.put(PUBLIC_TOKENS, publicToken, item, { now, ms: PUBLIC_TOKEN_MS });
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

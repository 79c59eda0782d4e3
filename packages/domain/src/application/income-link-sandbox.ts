import * as z from 'zod/mini';
import type { INCOME_LINK_TYPES } from './income-verification.ts';

/**
 * The sandbox of the income-link provider (decision 182): what the provider's own servers do for its widget (the
 * institutions, the sign-in, the OAuth hand-off), served by our server outside production so the widget behaves like
 * the real one. The browser only sends what a person types; the server maps the sandbox user to the outcome.
 */

export interface SandboxInstitution {
  readonly id: string;
  readonly name: string;
  readonly linkType: (typeof INCOME_LINK_TYPES)[number];
  /**
   * Signs in on the institution's own site: the browser leaves and comes back to /plaid-oauth-success (a bank) or
   * to income/pointserv-callback (a payroll provider).
   */
  readonly oauth?: boolean;
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { id: 'ins_109508', name: 'First Platypus Bank', linkType: 'BANK' },
  { id: 'ins_109509', name: 'First Gingham Credit Union', linkType: 'BANK' },
  { id: 'ins_109510', name: 'Tattersall Federal Credit Union', linkType: 'BANK' },
  { id: 'ins_109511', name: 'Tartan Bank', linkType: 'BANK' },
  { id: 'ins_127287', name: 'Platypus OAuth Bank', linkType: 'BANK', oauth: true },
  { id: 'pay_100001', name: 'Sandbox Payroll Services', linkType: 'PAYROLL' },
  { id: 'pay_100002', name: 'Northwind Payroll', linkType: 'PAYROLL' },
  { id: 'pay_100003', name: 'Contoso Workforce', linkType: 'PAYROLL' },
  { id: 'pay_100004', name: 'Pointserv Payroll Connect', linkType: 'PAYROLL', oauth: true },
];

export function sandboxInstitution(id: string): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.id === id);
}

/** What each sandbox user's linked account shows the income check (documented in docs/sandbox-scenarios.md). */
export const SANDBOX_LINK_USERS = {
  /** The applicant's persona decides (the happy path: matched). */
  user_good: 'PERSONA',
  user_matched: 'MATCHED',
  user_lower: 'LOWER',
  user_partial: 'PARTIAL',
  user_not_found: 'NOT_FOUND',
  user_employer: 'EMPLOYER_UNLISTED',
} as const;
export type SandboxLinkUser = keyof typeof SANDBOX_LINK_USERS;
export type SandboxLinkBehaviour = (typeof SANDBOX_LINK_USERS)[SandboxLinkUser];
export const SANDBOX_PASSWORD = 'pass_good';
/** Plaid's convention: this password asks for a one-time code, which is SANDBOX_MFA_CODE. */
export const SANDBOX_MFA_PASSWORD = 'mfa_device';
export const SANDBOX_MFA_CODE = '1234';

export const LINK_CREDENTIALS_INVALID =
  'The username or password you entered is not correct. Please try again.';
export const LINK_MFA_INVALID = 'The code you entered is not correct. Please try again.';
export const LINK_SESSION_EXPIRED = 'This connection has expired. Please start again.';
export const LINK_USERNAME_REQUIRED = 'Please enter your username';
export const LINK_PASSWORD_REQUIRED = 'Please enter your password';

const token = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /sandbox-link/api/v1/session: sign in at an institution with the widget's link token. */
export const linkSessionBodySchema = z.strictObject({
  linkToken: token,
  institutionId: z.string().check(z.minLength(1), z.maxLength(40)),
  username: z.string().check(z.trim(), z.minLength(1, LINK_USERNAME_REQUIRED), z.maxLength(100)),
  password: z.string().check(z.minLength(1, LINK_PASSWORD_REQUIRED), z.maxLength(100)),
  mfaCode: z.optional(z.string().check(z.maxLength(20))),
});
export type LinkSessionBody = z.infer<typeof linkSessionBodySchema>;

/** POST /sandbox-link/api/v1/oauth/complete: back from the institution's site, the widget finishes the link. */
export const linkOAuthCompleteBodySchema = z.strictObject({
  linkToken: token,
  oauthStateId: token,
});
export type LinkOAuthCompleteBody = z.infer<typeof linkOAuthCompleteBodySchema>;

export const LINK_SESSION_STATUSES = ['CONNECTED', 'MFA_REQUIRED', 'OAUTH_REDIRECT'] as const;
export const linkSessionResultSchema = z.object({
  status: z.enum(LINK_SESSION_STATUSES),
  /** CONNECTED: what the page sends to income/verify. */
  publicToken: z.optional(z.string()),
  institutionName: z.optional(z.string()),
  accounts: z.optional(z.array(z.object({ name: z.string(), mask: z.string() }))),
  /** OAUTH_REDIRECT: where the institution's site sends the browser back to, with its state id. */
  redirectUri: z.optional(z.string()),
});
export type LinkSessionResult = z.infer<typeof linkSessionResultSchema>;

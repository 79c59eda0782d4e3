/**
 * The one typed route map (guide practice 5). Shell routes live at the site root (spec 001 §2: /dashboard,
 * /auth/login); HELOC routes live under /account/heloc (spec 000 §2). See docs/decisions/045.
 */
export const HELOC_BASE = '/account/heloc';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  account: { path: '/account', getHref: () => '/account' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  settings: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
  comingSoon: { path: '/coming-soon', getHref: () => '/coming-soon' },
  timeout: { path: '/timeout', getHref: () => '/timeout' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  login: {
    path: '/auth/login',
    getHref: (redirectUrl?: string) => withQuery('/auth/login', { redirectUrl }),
  },
  // Forgot password, the reset link's page and the email verification link's page (decision 169).
  forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  verifyEmail: { path: '/auth/verify-email', getHref: () => '/auth/verify-email' },
  // Development only: the emails the sandbox mailer delivered (decision 168).
  /** The lender's support agents answer chats here (issue 20, decision 202). */
  agentChat: { path: '/agent/chat', getHref: () => '/agent/chat' },
  devMailbox: { path: '/dev/mailbox', getHref: (id?: string) => withQuery('/dev/mailbox', { id }) },
  // Registration (spec 000 §2): register-v2's screens, the classic /register, and where a new application lands.
  registerV2: {
    path: `${HELOC_BASE}/register-v2`,
    getHref: (screen = '') => `${HELOC_BASE}/register-v2${screen ? `/${screen}` : ''}`,
  },
  register: {
    path: `${HELOC_BASE}/register`,
    getHref: (screen = '') => `${HELOC_BASE}/register${screen ? `/${screen}` : ''}`,
  },
  accountRegister: { path: '/account/register', getHref: () => '/account/register' },
  applicationStart: {
    path: `${HELOC_BASE}/$uuid/start/profile`,
    getHref: (uuid: string) => `${HELOC_BASE}/${encodeURIComponent(uuid)}/start/profile`,
  },
  // Per-application pages (spec 000 §2 "Per-application routes under /{uuid}"); `page` is relative to the home.
  application: {
    path: `${HELOC_BASE}/$uuid`,
    getHref: (uuid: string, page = '') =>
      `${HELOC_BASE}/${encodeURIComponent(uuid)}${page ? `/${page}` : ''}`,
  },
  signerLogin: {
    path: `${HELOC_BASE}/heloc-signer/login`,
    getHref: (redirectUrl?: string) => withQuery(`${HELOC_BASE}/heloc-signer/login`, { redirectUrl }),
  },
  // The additional signer's area (spec 000 §2 "heloc-signer"; decision 131): index -> login, resume is the landing.
  signerArea: { path: `${HELOC_BASE}/heloc-signer`, getHref: () => `${HELOC_BASE}/heloc-signer` },
  signerResume: {
    path: `${HELOC_BASE}/heloc-signer/resume`,
    getHref: () => `${HELOC_BASE}/heloc-signer/resume`,
  },
  accountSigner: { path: '/account/heloc-signer', getHref: () => '/account/heloc-signer' },
} as const;

/** Additional signers use their own area and login (spec 000 §6, spec 001 §6). */
export function isSignerPath(pathname: string): boolean {
  return pathname.startsWith(`${HELOC_BASE}/heloc-signer`) || pathname.startsWith('/heloc-signer');
}

/**
 * The support agent's seat: staff sign in on the page itself (decision 202), so the borrower's header actions (Login,
 * the borrower's navigation and menus) have no place there.
 */
export function isAgentPath(pathname: string): boolean {
  return pathname === paths.agentChat.path || pathname.startsWith(`${paths.agentChat.path}/`);
}

/** Pages about logging in: never where a login sends the borrower. */
const LOGIN_PAGES: readonly string[] = [
  paths.login.path,
  paths.signerLogin.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];
/** Enough for any address a person or a stale link produces; deeper nesting is dropped. */
const MAX_NESTING = 5;

/**
 * Where to go after logging in, never a login page (decision 167): a redirectUrl that is itself a login page gives
 * way to that page's own redirectUrl, so a Login link on the login page cannot nest one in another.
 */
export function loginTarget(redirectUrl: string | undefined): string | undefined {
  let target = redirectUrl;
  for (let depth = 0; target !== undefined && depth < MAX_NESTING; depth += 1) {
    let url: URL;
    try {
      url = new URL(target, 'http://lintel.invalid');
    } catch {
      return target; // not an address at all: safeRedirectUrl refuses it
    }
    if (!LOGIN_PAGES.includes(url.pathname.replace(/\/+$/, ''))) return target;
    target = url.searchParams.get('redirectUrl') ?? undefined;
  }
  return undefined;
}

/** The login page for whoever is on `pathname` (spec 001 §8: "signer login for signers"). */
export function loginHrefFor(pathname: string, redirectUrl?: string): string {
  const target = loginTarget(redirectUrl);
  return isSignerPath(pathname) ? paths.signerLogin.getHref(target) : paths.login.getHref(target);
}

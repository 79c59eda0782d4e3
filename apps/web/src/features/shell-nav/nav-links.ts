import { paths } from '../../config/paths.ts';

/** Navigation of spec 001 §2 "Navigation and shell". */
export interface NavLink {
  label: string;
  href: string;
  /** The spec's own path, kept even when the link goes to /coming-soon (a product this portal does not include). */
  specPath: string;
}

export const COMING_SOON_PATH = '/coming-soon';

/** Products of the wider platform that this portal does not include: their links lead to /coming-soon. */
const PRODUCTS = [
  { label: 'Exchange', specPath: '/exchange' },
  { label: 'Pay', specPath: '/pay' },
  { label: 'Marketplace', specPath: '/universal-marketplace' },
  { label: 'Passport', specPath: '/universal-passport' },
  { label: 'Portfolio', specPath: '/portfolio' },
  { label: 'Group Manager', specPath: '/group-manager' },
] as const;

export interface NavContext {
  loggedIn: boolean;
  /** fe-portfolio-manager-link. */
  portfolioLink: boolean;
  /** A signer sees no Dashboard link unless also a broker (spec 001 §2/§6). */
  isSigner: boolean;
  isBroker: boolean;
}

/** Top navigation: dashboard, settings (needs login: a visitor's link goes through login), support. */
export function primaryLinks(context: NavContext): NavLink[] {
  const links: NavLink[] = [];
  if (!context.isSigner || context.isBroker) {
    links.push({ label: 'Dashboard', href: '/dashboard', specPath: '/dashboard' });
  } else {
    // Instead of the Dashboard, a signer's way back to their own landing (decision 131).
    const href = paths.signerResume.getHref();
    links.push({ label: 'Applications you sign', href, specPath: href });
  }
  links.push({
    label: 'Settings',
    href: context.loggedIn
      ? '/dashboard/settings'
      : `/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings')}`,
    specPath: '/dashboard/settings',
  });
  links.push({ label: 'Support', href: '/contact', specPath: '/contact' });
  return links;
}

/** Side navigation: the platform's other products, Portfolio only under its flag. */
export function productLinks(context: Pick<NavContext, 'portfolioLink'>): NavLink[] {
  return PRODUCTS.filter((product) => product.specPath !== '/portfolio' || context.portfolioLink).map(
    (product) => ({ ...product, href: COMING_SOON_PATH }),
  );
}

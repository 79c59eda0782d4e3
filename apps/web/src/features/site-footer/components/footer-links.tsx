import type { ReactNode } from 'react';
import type { CompanyInfo } from '@lintel/domain/organisation/organisation';

const PRIVACY_PATH = '/privacy';

/** Spec 001 §2: /privacy unless the organisation marks its privacy link as external. */
export function privacyHref(info: Pick<CompanyInfo, 'privacyLinkIsExternal' | 'privacyPolicyUrl'>): string {
  return info.privacyLinkIsExternal ? info.privacyPolicyUrl : PRIVACY_PATH;
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function FooterLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} {...(isExternal(href) ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

interface FooterLinksProps {
  info: CompanyInfo;
  /** Present when web chat is enabled: the footer can open it (spec 001 §2). */
  onOpenChat?: (() => void) | undefined;
  extra?: ReactNode;
}

/** Terms, privacy, licences, legal and the organisation's extra links. */
export function FooterLinks({ info, onOpenChat, extra }: FooterLinksProps) {
  return (
    <nav aria-label="Legal and help" className="site-footer__links">
      <ul>
        <li>
          <FooterLink href={info.termsOfUseUrl}>Terms of use</FooterLink>
        </li>
        <li>
          <FooterLink href={privacyHref(info)}>Privacy policy</FooterLink>
        </li>
        <li>
          <FooterLink href={info.licensesUrl}>Licenses</FooterLink>
        </li>
        <li>
          <FooterLink href={info.companyLegalUrl}>Legal</FooterLink>
        </li>
        {info.extraLinks.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            <FooterLink href={link.url}>{link.label}</FooterLink>
          </li>
        ))}
        {onOpenChat ? (
          <li>
            <button type="button" className="link-button" onClick={onOpenChat}>
              Chat with us
            </button>
          </li>
        ) : null}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </nav>
  );
}

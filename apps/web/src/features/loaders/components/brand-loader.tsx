import type { OrgTheme } from '@lintel/domain/organisation/organisation';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useLingering } from '../use-lingering.ts';
import './loaders.css';

type LoaderKind = OrgTheme['loader'];

/** Spec 001 §2: six organisations have their own loader; everyone else gets the plain spinner. */
export const SPECIAL_LOADERS: readonly LoaderKind[] = [
  'main',
  'main-ny',
  'wholesale',
  'wholesale-ny',
  'lender-a',
  'lender-b',
];

/** Each special loader's motif under the logo: bars, dots or a ring, in the brand's colours (decision 082). */
function Motif({ kind }: { kind: LoaderKind }) {
  if (kind === 'main' || kind === 'main-ny') {
    return (
      <span className="brand-loader__bars" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </span>
    );
  }
  if (kind === 'wholesale' || kind === 'wholesale-ny') {
    return <span className="brand-loader__track" aria-hidden="true" />;
  }
  if (kind === 'lender-a' || kind === 'lender-b') {
    return (
      <span className={`brand-loader__dots brand-loader__dots--${kind}`} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    );
  }
  return <span className="brand-loader__spinner" aria-hidden="true" />;
}

/** The full-screen loader, visible while `loading` and 300 ms after. */
export function BrandLoader({ loading, label = 'Loading' }: { loading: boolean; label?: string }) {
  const organisation = useOrganisation();
  const visible = useLingering(loading);
  if (!visible) return null;
  const kind = organisation.orgBrand.theme.loader;
  const special = SPECIAL_LOADERS.includes(kind);
  return (
    <div
      className={`brand-loader brand-loader--${kind}`}
      role="status"
      data-loader={special ? kind : 'default'}
    >
      {special ? <img className="brand-loader__logo" src={organisation.orgBrand.logoUrl} alt="" /> : null}
      <Motif kind={kind} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

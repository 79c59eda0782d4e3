import { US_STATE_COUNT } from '@lintel/domain/constants/shell-limits';
import { useStateLicenses } from '../api/state-licenses.ts';
import { FooterSection } from './footer-section.tsx';

/** The sentence under the list, exported for tests: spec 001 §1 "also offered in more states" below 50. */
export function moreStatesText(licensedCount: number, product: string): string | null {
  return licensedCount < US_STATE_COUNT ? `${product} is also offered in more states.` : null;
}

/** Spec 001 §2/§7: the state licence list comes from the licence service, not from the page's data. */
export function LicensedStates({
  orgCode,
  product,
  load,
}: {
  orgCode: string;
  product: string;
  load: boolean;
}) {
  const licenses = useStateLicenses(orgCode, load);
  if (!licenses.data || licenses.data.length === 0) return null;
  const codes = licenses.data.map((entry) => entry.abbrev);
  const more = moreStatesText(codes.length, product);
  return (
    // On a phone the list folds away; the "more states" sentence (spec 001 §1) stays in sight.
    <FooterSection
      id="footer-licences"
      title="Licensed states"
      always={more ? <p className="site-footer__more-states">{more}</p> : null}
    >
      <p>
        Licensed to lend in {codes.length} {codes.length === 1 ? 'state' : 'states'}: {codes.join(', ')}.
      </p>
    </FooterSection>
  );
}

import { US_STATE_COUNT } from '@lintel/domain/constants/shell-limits';
import { useStateLicenses } from '../api/state-licenses.ts';

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
    <section aria-labelledby="footer-licences" className="site-footer__section">
      <h2 id="footer-licences" className="site-footer__heading">
        Licensed states
      </h2>
      <p>
        Licensed to lend in {codes.length} {codes.length === 1 ? 'state' : 'states'}: {codes.join(', ')}.
      </p>
      {more ? <p>{more}</p> : null}
    </section>
  );
}

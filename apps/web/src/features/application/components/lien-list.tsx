import { LIEN_TYPE_LABELS, type FoundLien, type FoundLiens } from '@lintel/domain/application/liens';
import { formatUsd } from '@lintel/domain/loan-math/format-money';

const FOUND_IN: Readonly<Record<FoundLien['source'], string>> = {
  BOTH: 'Public records and your credit report',
  TITLE: 'Public records',
  CREDIT: 'Your credit report',
};

const ORDINAL = ['First', 'Second', 'Third', 'Fourth'];

function lienTitle(lien: FoundLien): string {
  const type = LIEN_TYPE_LABELS[lien.type];
  const ordinal = lien.position ? ORDINAL[lien.position - 1] : undefined;
  return ordinal && (lien.type === 'MORTGAGE' || lien.type === 'HELOC')
    ? `${ordinal} ${type.toLowerCase()}`
    : type;
}

/** The liens found, one card each: what it is, who holds it, what is owed, and where we found it. */
export function LienList({ found }: { found: FoundLiens }) {
  return (
    <>
      {found.titleSearch === 'PENDING' ? (
        <p className="caption">The title search has not answered yet, so this list may not be complete.</p>
      ) : null}
      {found.liens.length === 0 ? (
        <p className="liens__none">We found no loans or liens secured on your home.</p>
      ) : (
        <ul className="liens" aria-label="Loans secured on your home">
          {found.liens.map((lien, index) => (
            <li key={`${lien.holder}-${index}`} className="card liens__item">
              <h2 className="heading-s liens__title">
                {lienTitle(lien)} <span className="liens__holder">with {lien.holder}</span>
              </h2>
              <dl className="liens__facts">
                <div>
                  <dt>Balance</dt>
                  <dd>{formatUsd(lien.balance)}</dd>
                </div>
                {lien.monthlyPayment !== null ? (
                  <div>
                    <dt>Monthly payment</dt>
                    <dd>{formatUsd(lien.monthlyPayment)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Found in</dt>
                  <dd>{FOUND_IN[lien.source]}</dd>
                </div>
              </dl>
              {lien.mustBePaidOff ? (
                <p className="liens__payoff">This must be paid off from your line when it opens.</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import type { Application } from '@lintel/domain/application/application';
import { PROPERTY_CONDITIONS, PROPERTY_CONDITION_LABELS } from '@lintel/domain/application/bpo';
import { formatUsd } from '@lintel/domain/loan-math/format-money';

const NOT_KNOWN = 'Not known yet';

function addressLines(property: NonNullable<Application['property']>): string[] {
  const cityLine = [property.city, [property.state, property.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [property.street1, property.street2, cityLine].filter((line): line is string => Boolean(line));
}

/** Spec 001 §2 "Property details card: Address, Property value, Property condition". */
export function PropertyCard({ application }: { application: Application }) {
  const property = application.property;
  if (!property) return null;
  const value = application.adjustedHomeAmount ?? property.value;
  // The borrower's own words for the condition (bpo/condition); "I am not sure" reads as not known on the card.
  const condition = PROPERTY_CONDITIONS.find(
    (c) => c === application.status?.condition && c !== 'UNKNOWN_CONDITION',
  );
  return (
    <section aria-labelledby="property-card-heading" className="card side-card">
      <h2 id="property-card-heading" className="heading-s">
        Your property
      </h2>
      <dl className="side-card__list">
        <div>
          <dt>Address</dt>
          <dd>
            {addressLines(property).map((line) => (
              <span key={line} className="side-card__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Property value</dt>
          <dd>{value ? formatUsd(value) : NOT_KNOWN}</dd>
        </div>
        <div>
          <dt>Property condition</dt>
          <dd>{condition ? PROPERTY_CONDITION_LABELS[condition].label : NOT_KNOWN}</dd>
        </div>
      </dl>
    </section>
  );
}

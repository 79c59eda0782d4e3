import type { Application } from '@lintel/domain/application/application';
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
  const condition = application.status?.condition;
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
          <dd>{condition ? condition.replace(/_/g, ' ').toLowerCase() : NOT_KNOWN}</dd>
        </div>
      </dl>
    </section>
  );
}

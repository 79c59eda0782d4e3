import type { Application } from '@lintel/domain/application/application';
import { PROPERTY_CONDITIONS, PROPERTY_CONDITION_LABELS } from '@lintel/domain/application/bpo';
import { formatUsd } from '@lintel/domain/loan-math/format-money';

const NOT_KNOWN = 'Not known yet';

type Property = NonNullable<Application['property']>;

const SOURCE: Readonly<Record<NonNullable<Property['valuation']>['source'], string>> = {
  AVM: 'Automated valuation',
  BPO: 'Broker price opinion',
  ESTIMATE: 'Your estimate',
};

const PROPERTY_TYPES: Readonly<Record<string, string>> = {
  SINGLE_FAMILY: 'Single-family home',
  CONDO: 'Condominium',
  TOWNHOUSE: 'Townhouse',
};

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function addressLines(property: Property): string[] {
  const cityLine = [property.city, [property.state, property.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [property.street1, property.street2, cityLine].filter((line): line is string => Boolean(line));
}

function valuationNote(valuation: NonNullable<Property['valuation']>): string {
  const date = valuation.date ? DATE.format(new Date(`${valuation.date}T00:00:00Z`)) : undefined;
  return [SOURCE[valuation.source], date].filter(Boolean).join(', ');
}

/** "Single-family home, built 1987, Sacramento County": the public record's facts, as far as they go. */
function recordLine(record: Property['record']): string | undefined {
  if (!record) return undefined;
  const type = record.propertyType ? (PROPERTY_TYPES[record.propertyType] ?? 'Home') : undefined;
  const parts = [type, record.yearBuilt ? `built ${record.yearBuilt}` : undefined, record.county];
  const line = parts.filter(Boolean).join(', ');
  return line || undefined;
}

/**
 * Spec 001 §2 "Property details card: Address, Property value, Property condition", with what the lender knows
 * (issue 16, decision 173): the value it lends on with its source and date, the public record's facts, and the
 * condition the borrower gave for a broker's valuation. "Not known yet" only for what nobody has told us.
 */
export function PropertyCard({ application }: { application: Application }) {
  const property = application.property;
  if (!property) return null;
  const valuation = property.valuation;
  const record = recordLine(property.record);
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
        {record ? (
          <div>
            <dt>Public record</dt>
            <dd>{record}</dd>
          </div>
        ) : null}
        <div>
          <dt>Property value</dt>
          <dd>
            {valuation ? (
              <>
                <span className="side-card__line">{formatUsd(valuation.value)}</span>
                <span className="side-card__line caption">{valuationNote(valuation)}</span>
              </>
            ) : (
              NOT_KNOWN
            )}
          </dd>
        </div>
        <div>
          <dt>Property condition</dt>
          <dd>{condition ? PROPERTY_CONDITION_LABELS[condition].label : NOT_KNOWN}</dd>
        </div>
      </dl>
    </section>
  );
}

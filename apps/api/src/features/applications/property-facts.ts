import type { ApplicationPropertyFacts } from '@lintel/domain/application/application';
import { latest, type HistoryRow } from './application-history.ts';
import type { ApplicationAggregate } from './application-repository.ts';

const isoDate = (at: Date) => at.toISOString().slice(0, 10);
const dollars = (value: unknown): number | undefined => {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * What the lender knows of the home (issue 16, decision 173): the value it lends on, with its source and date (a
 * broker price opinion over the automated valuation over the borrower's estimate, decision 101's order), and the
 * public record's facts. Read from what the providers answered, as the audit trail holds it.
 */
export function propertyFacts(
  aggregate: ApplicationAggregate,
  history: readonly HistoryRow[],
): ApplicationPropertyFacts {
  const bpo = latest(history, 'provider.valuation.bpo-status', (a) => a.status === 'COMPLETE');
  const avm = latest(history, 'provider.valuation.avm', (a) => a.outcome === 'AVM' && a.value !== undefined);
  const found = latest(history, 'provider.property-data.lookup', (a) => a.outcome === 'FOUND');
  const property =
    aggregate.properties.find((p) => p.id === aggregate.application.selectedPropertyId) ??
    aggregate.properties[0];
  const bpoValue = dollars(aggregate.application.adjustedHomeAmount) ?? dollars(bpo?.after.value);
  const avmValue = dollars(avm?.after.value);
  const estimate = dollars(property?.value ?? null);
  const avmDate =
    typeof avm?.after.effectiveDate === 'string' ? avm.after.effectiveDate : avm && isoDate(avm.at);
  const valuation =
    bpoValue !== undefined
      ? { value: bpoValue, source: 'BPO' as const, date: bpo ? isoDate(bpo.at) : null }
      : avmValue !== undefined
        ? { value: avmValue, source: 'AVM' as const, date: avmDate ?? null }
        : estimate !== undefined
          ? { value: estimate, source: 'ESTIMATE' as const, date: null }
          : null;
  const facts = found?.after;
  const path = latest(history, 'decision.valuation-path', (a) => typeof a.path === 'string');
  return {
    ...(path ? { bpoStateRule: path.after.path === 'BPO_REQUIRED' } : {}),
    valuation,
    record: facts
      ? {
          propertyType: typeof facts.propertyType === 'string' ? facts.propertyType : null,
          yearBuilt: typeof facts.yearBuilt === 'number' ? facts.yearBuilt : null,
          county: typeof facts.county === 'string' ? facts.county : null,
        }
      : null,
  };
}

import { Decimal } from 'decimal.js';
import type { Persona } from './persona-types.ts';
import { hashDollars, hashInt } from './sandbox-support.ts';
import { subjectSeed, type ProviderSubject } from './subject.ts';

/**
 * The sandbox's one made-up truth about an applicant's home, so the valuation, title and credit answers agree
 * with each other (the mortgage on the credit report is the lien on the title report).
 */
export interface SandboxHome {
  value: number;
  firstMortgageBalance: number;
  firstMortgagePayment: number;
}

export function sandboxHome(subject: ProviderSubject, persona: Persona): SandboxHome {
  const seed = subjectSeed(subject);
  const value = hashDollars(`${seed}|value`, 350_000, 950_000, 1_000);
  const ltvPercent = persona.behaviour.title === 'HEAVY_LIENS' ? 88 : hashInt(`${seed}|ltv`, 35, 55);
  const balance = new Decimal(value).times(ltvPercent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  // About 0.65% of the balance a month: a 30-year mortgage near 6.5%, principal and interest.
  const payment = balance.times('0.0065').toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);
  const credit = persona.behaviour.credit;
  const override = credit.outcome === 'FOUND' ? credit.mortgagePayment : undefined;
  return {
    value,
    firstMortgageBalance: balance.toNumber(),
    firstMortgagePayment: override ?? payment.toNumber(),
  };
}

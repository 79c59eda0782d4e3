import type { PayType } from '@lintel/domain/application/application-enums';
import type { Offer } from '@lintel/domain/application/offer';
import { offerFigureStrings } from '@lintel/domain/loan-math/offer-figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDITIONAL_INFO,
  createHarness,
  driveToCollectAdditionalInfo,
  startJourney,
  type Harness,
} from './drive.ts';

// Decision 180: the Regulation C answers with their sub-categories and write-ins, and what the application summary
// reads (the offer, the stated income, the debts the soft pull reported).

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

describe('HMDA with Regulation C sub-categories, and the summary disclosure read', () => {
  it('keeps the disaggregated answers and write-ins, then answers the figures the summary shows', async () => {
    const j = await startJourney(h, 'Happy');
    await driveToCollectAdditionalInfo(j);
    expect((await j.act('PUT', 'additional-info', ADDITIONAL_INFO)).json()).toEqual({ step: 'HMDA' });
    await j.status();

    const orphan = await j.act('PUT', 'hmda', {
      ethnicity: ['MEXICAN'],
      ethnicityOther: 'Colombian',
      race: ['WHITE'],
      sex: ['FEMALE'],
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toEqual({
      errors: [{ message: 'Select "Other Hispanic or Latino" to add this', field: 'ethnicityOther' }],
    });

    const answers = {
      ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
      ethnicityOther: 'Colombian',
      race: ['CHINESE', 'AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'OTHER_PACIFIC_ISLANDER'],
      raceTribe: 'Navajo Nation',
      raceOtherPacificIslander: '',
      sex: ['FEMALE', 'MALE'],
    };
    expect((await j.act('PUT', 'hmda', answers)).json()).toEqual({ step: 'SUMMARY_DISCLOSURE' });
    const stored = await h.t.db.execute(
      `select ethnicity, ethnicity_other, race, race_tribe, race_other_asian, race_other_pacific_islander, sex from application_hmda where application_id = '${j.id}'`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([
      {
        ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
        ethnicity_other: 'Colombian',
        race: ['CHINESE', 'AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'OTHER_PACIFIC_ISLANDER'],
        race_tribe: 'Navajo Nation',
        race_other_asian: null,
        // A blank write-in is none.
        race_other_pacific_islander: null,
        sex: ['FEMALE', 'MALE'],
      },
    ]);

    await j.status();
    const summary = (await j.act('GET', 'summary-disclosure')).json() as Record<string, unknown>;
    const view = await j.application();
    // The offer the line was chosen from: same term, and the rate recorded at selection is one of its rates.
    expect(summary.offer).toMatchObject({ term: summary.term, max: expect.any(Number) });
    const offer = summary.offer as { rate: number; discountList: { rateWithDiscount: number }[] };
    expect([offer.rate, ...offer.discountList.map((d) => d.rateWithDiscount)]).toContain(summary.rate);
    // The line's money on that offer, computed here so the page needs no decimal library (decision 225).
    expect(summary.figures).toEqual(
      offerFigureStrings(summary.offer as Offer, summary.amount as number, summary.payType as PayType),
    );
    expect(Number((summary.figures as { monthlyPayment: string }).monthlyPayment)).toBeGreaterThan(0);
    // The Regulation Z disclosure, built here with the lender's name and NMLS from its organisation data.
    const disclosure = summary.disclosure as { title: string; byline: string; sections: unknown[] };
    expect(disclosure.title).toBe('Important terms of your home equity line of credit');
    expect(disclosure.byline).toMatch(/, NMLS \d+\. Questions: call \(\d{3}\) \d{3}-\d{4}\.$/);
    expect(disclosure.sections.length).toBeGreaterThan(3);
    expect(summary.statedIncome).toEqual({
      employmentType: expect.any(String),
      annualIncome: expect.any(Number),
      otherIncome: expect.any(Number),
    });
    expect((summary.statedIncome as { annualIncome: number }).annualIncome).toBeGreaterThan(0);
    const debts = summary.reportedDebts as {
      monthlyTotal: number;
      reportedAt: string;
      accounts: { creditor: string; type: string; balance: number; monthlyPayment: number }[];
    };
    expect(debts.accounts.length).toBeGreaterThan(0);
    expect(debts.accounts[0]).toEqual({
      creditor: expect.any(String),
      type: expect.any(String),
      balance: expect.any(Number),
      monthlyPayment: expect.any(Number),
    });
    // The total is the accounts' payments added up, in cents.
    const cents = debts.accounts.reduce((sum, a) => sum + Math.round(a.monthlyPayment * 100), 0);
    expect(Math.round(debts.monthlyTotal * 100)).toBe(cents);
    expect(Date.parse(debts.reportedAt)).not.toBeNaN();
    expect(view).toMatchObject({ hasHmda: true });
  });
});

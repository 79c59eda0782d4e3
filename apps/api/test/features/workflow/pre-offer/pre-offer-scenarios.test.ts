import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V3, preOfferApp } from './pre-offer-kit.ts';

let kit: Awaited<ReturnType<typeof preOfferApp>>;
beforeAll(async () => {
  kit = await preOfferApp();
});
afterAll(() => kit.t.close());

const offersOf = async (id: string, headers: Record<string, string>) =>
  (
    (await kit.t.app.inject({ url: `${V3}/${id}/offers`, headers })).json() as {
      offers: {
        type: string;
        term: number;
        max: number;
        costs: { feeType: string; borrowerPaidAmount: number }[];
      }[];
    }
  ).offers;

describe('asset depletion (ASSETS_PREQUAL -> product/assets)', () => {
  it('declared assets count as income and lead to offers', async () => {
    const j = await kit.journey('Assets');
    await j.settle();
    await j.act('POST', 'liens/confirm');
    expect(await j.settle()).toBe('ASSETS_PREQUAL');
    expect((await j.application()).status).toMatchObject({
      uwDecision: 'ASSET_DEPLETION',
      uwSubDecision: 'UNVERIFIED_DTI_LIMITED',
    });

    const bad = await j.act('PUT', 'assets', { amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ message: 'Must be at least $1', field: 'amount' }] });

    expect((await j.act('PUT', 'assets', { amount: 250_000 })).json()).toEqual({
      step: 'WAITING_FOR_UNDERWRITING',
    });
    expect(await j.settle()).toBe('OFFER_SELECTION');
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'ASSETS_PREQUAL',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
    ]);
    const application = await j.application();
    expect(application.assetDepletion).toEqual({ complete: true, amount: 250_000 });
    expect(application.status?.uwDecision).toBe('APPROVED');
    expect((await j.act('PUT', 'assets', { amount: 250_000 })).statusCode).toBe(409);
  });

  it('too few assets still ends on offers limited by reserves', async () => {
    const j = await kit.journey('Assets');
    await j.settle();
    await j.act('POST', 'liens/confirm');
    await j.settle();
    await j.act('PUT', 'assets', { amount: 1_000 });
    expect(await j.settle()).toBe('OFFER_SELECTION');
    expect((await j.application()).status?.uwSubDecision).toBe('VERIFIED_RESERVE_LIMITED');
  });

  it('refuses another borrower (404) and a wrong step (409)', async () => {
    const j = await kit.journey('Happy');
    await j.settle();
    expect((await j.act('PUT', 'assets', { amount: 5_000 })).statusCode).toBe(409);
    const stranger = await kit.stranger();
    const response = await kit.t.app.inject({
      method: 'PUT',
      url: `${V3}/${j.id}/assets`,
      headers: stranger.headers,
      payload: { amount: 5_000 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] });
  });
});

describe('valuation estimate (NO_AVM -> bpo/estimate-value)', () => {
  it('the estimate carries the offers, with BPO_PENDING and the $180 valuation cost', async () => {
    const j = await kit.journey('Noavm');
    expect(await j.settle()).toBe('NO_AVM');
    const bad = await j.act('PUT', 'bpo/estimate-value', { estimatedValue: 9_000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ message: 'Must be at least $15,000', field: 'estimatedValue' }],
    });

    expect((await j.act('PUT', 'bpo/estimate-value', { estimatedValue: 640_000 })).json()).toEqual({
      step: 'LIEN_VERIFICATION',
    });
    await j.status();
    await j.act('POST', 'liens/confirm');
    expect(await j.settle()).toBe('OFFER_SELECTION');
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'NO_AVM',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
    ]);
    const application = await j.application();
    expect(application.property?.value).toBe(640_000);
    expect(application.status).toMatchObject({
      uwDecision: 'APPROVED',
      uwSubDecision: 'BPO_PENDING',
      bpo: 'BPO_REQUIRED',
    });
    const offers = await offersOf(j.id, j.borrower.headers);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers)
      expect(offer.costs).toContainEqual(
        expect.objectContaining({ feeType: 'VALUATION', borrowerPaidAmount: 180 }),
      );
  });

  it('refuses another borrower (404) and a wrong step (409)', async () => {
    const j = await kit.journey('Happy');
    await j.settle();
    expect((await j.act('PUT', 'bpo/estimate-value', { estimatedValue: 500_000 })).statusCode).toBe(409);
    const stranger = await kit.stranger();
    const response = await kit.t.app.inject({
      method: 'PUT',
      url: `${V3}/${j.id}/bpo/estimate-value`,
      headers: stranger.headers,
      payload: { estimatedValue: 500_000 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('holds: onsite appraisal and payoff pending', () => {
  it('Appraisal waits at ONSITE_APPRAISAL; no borrower action moves it', async () => {
    const j = await kit.journey('Appraisal');
    expect(await j.settle()).toBe('ONSITE_APPRAISAL');
    expect((await j.act('POST', 'liens/confirm')).statusCode).toBe(409);
    expect((await j.act('PUT', 'bpo/estimate-value', { estimatedValue: 500_000 })).statusCode).toBe(409);
    expect(await j.settle()).toBe('ONSITE_APPRAISAL');
    expect(j.steps).toEqual(['WAITING_FOR_CREDIT', 'ONSITE_APPRAISAL']);
  });

  it('an application at PAYOFF_PENDING reports that step to its borrower only', async () => {
    const j = await kit.placedAt(
      'PAYOFF_PENDING',
      { borrower: { firstName: 'Robin', lastName: 'Payoff', dob: '1981-06-01' } },
      { term: 30, amount: '50000.00', rate: '9.100' },
    );
    expect(await j.status()).toBe('PAYOFF_PENDING');
    const stranger = await kit.stranger();
    const response = await kit.t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${j.id}/status`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxProvidersOnTestDatabase } from './sandbox-providers-fixture.ts';
import { subject } from './subject-fixture.ts';

const p = sandboxProvidersOnTestDatabase();

describe('sandbox property data', () => {
  it('finds the owned property with a legal description and no flood hazard on the happy path', async () => {
    const r = await p.propertyData.lookup({ subject: subject() });
    if (r.outcome !== 'FOUND') throw new Error(r.outcome);
    expect(r.property.ownershipMatch).toBe(true);
    expect(r.property.ownerNames).toEqual(['AVERY HAPPY']);
    expect(r.property.legalDescription).toMatch(/^LOT \d+, BLOCK \d+/);
    expect(r.property.flood).toEqual({
      zone: 'X',
      specialFloodHazardArea: false,
      certificateStatus: 'ISSUED',
    });
  });

  it.each([
    ['Noproperty', 'NONE'],
    ['Datatree', 'NO_MATCH'],
    ['Several', 'SEVERAL'],
  ])('%s → %s', async (lastName, outcome) => {
    expect((await p.propertyData.lookup({ subject: subject({ lastName }) })).outcome).toBe(outcome);
  });

  it('lists two distinct properties for SEVERAL_PROPERTIES', async () => {
    const r = await p.propertyData.lookup({ subject: subject({ lastName: 'Several' }) });
    expect(r.outcome === 'SEVERAL' && new Set(r.properties.map((x) => x.address.street1)).size).toBe(2);
  });

  it('reports someone else as owner for INCORRECT_OWNERSHIP', async () => {
    const r = await p.propertyData.lookup({ subject: subject({ lastName: 'Notowner' }) });
    expect(r.outcome === 'FOUND' && r.property.ownershipMatch).toBe(false);
  });

  it('puts Flood Zone Way in zone AE with the certificate pending', async () => {
    const r = await p.propertyData.lookup({
      subject: subject({ lastName: 'Smith' }, { street1: '7 Flood Zone Way' }),
    });
    expect(r.outcome === 'FOUND' && r.property.flood).toEqual({
      zone: 'AE',
      specialFloodHazardArea: true,
      certificateStatus: 'PENDING',
    });
  });
});

describe('sandbox valuation', () => {
  it('values the happy path with confidence at least 82 and low ≤ value ≤ high', async () => {
    const r = await p.valuation.automatedValuation({ subject: subject() });
    if (r.outcome !== 'AVM') throw new Error(r.outcome);
    expect(r.confidenceScore).toBeGreaterThanOrEqual(82);
    expect(Number(r.low)).toBeLessThanOrEqual(Number(r.value));
    expect(Number(r.high)).toBeGreaterThanOrEqual(Number(r.value));
  });

  it('has no AVM for Noavm and a low-confidence one for Appraisal', async () => {
    expect(await p.valuation.automatedValuation({ subject: subject({ lastName: 'Noavm' }) })).toEqual({
      outcome: 'NO_AVM',
    });
    const low = await p.valuation.automatedValuation({ subject: subject({ lastName: 'Appraisal' }) });
    expect(low.outcome === 'AVM' && low.confidenceScore).toBe(55);
  });

  it('processes a BPO order, then completes it on the next status check', async () => {
    const order = await p.valuation.orderBpo({ subject: subject({ lastName: 'Noavm' }) });
    expect(order.status).toBe('BPO_PROCESSING');
    expect((await p.valuation.bpoStatus(order.orderId)).status).toBe('BPO_PROCESSING');
    const done = await p.valuation.bpoStatus(order.orderId);
    expect(done.status).toBe('COMPLETE');
    expect(Number(done.value)).toBeGreaterThan(0);
  });
});

describe('sandbox title', () => {
  it('records the same first mortgage the credit report shows', async () => {
    const s = subject({ lastName: 'Smith' });
    const t = await p.title.titleReport({ subject: s });
    const c = await p.creditBureau.pull({ kind: 'SOFT', subject: s });
    if (t.outcome !== 'COMPLETE' || c.outcome !== 'FOUND') throw new Error('unexpected');
    expect(t.liens[0]?.balance).toBe(c.mortgageLiens[0]?.balance);
    expect(t.totalLienBalance).toBe(t.liens[0]?.balance);
  });

  it('adds a tax lien awaiting its payoff letter for PAYOFF_PENDING', async () => {
    const t = await p.title.titleReport({ subject: subject({ lastName: 'Payoff' }) });
    if (t.outcome !== 'COMPLETE') throw new Error(t.outcome);
    expect(t.liens.find((l) => l.requiresPayoff)).toMatchObject({
      type: 'TAX_LIEN',
      payoffStatus: 'REQUESTED',
    });
  });
});

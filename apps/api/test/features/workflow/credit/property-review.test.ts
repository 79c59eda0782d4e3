import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { createKit, journey, type Kit } from './credit-review-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit?.t.close());

interface Candidate {
  propertyId: string;
  street1: string;
  zip: string;
  applied: boolean;
}

describe('review-app/property: choosing among several properties', () => {
  it('Several: lists both homes, finances the chosen one and goes on to the liens and offers', async () => {
    const j = await journey(kit, 'Several');
    expect(await j.settle()).toBe('MULTIPLE_PROPERTY');
    expect(await j.landing()).toBe('review-app/property');
    const listed = await j.call('GET', 'property/candidates');
    expect(listed.statusCode).toBe(200);
    const { properties } = listed.json() as { properties: Candidate[] };
    expect(properties).toHaveLength(2);
    expect(properties.filter((p) => p.applied).map((p) => p.street1)).toEqual(['12 Elm Street']);
    const other = properties.find((p) => !p.applied)!;
    expect(other.street1).toMatch(/Second Home Road$/);

    expect((await j.call('PUT', 'property/select', { propertyId: other.propertyId })).json()).toEqual({
      step: 'LIEN_VERIFICATION',
    });
    const chosen = await j.application();
    expect(chosen.property).toMatchObject({ street1: other.street1, zip: '80202' });
    expect(chosen.status?.propertyComplete).toBe(true);
    expect(await j.landing()).toBe('liens');

    await j.call('POST', 'liens/confirm');
    expect(await j.settle()).toBe('OFFER_SELECTION');
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'MULTIPLE_PROPERTY',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
    ]);
  });

  it('keeps the applied property when the borrower chooses it', async () => {
    const j = await journey(kit, 'Several');
    await j.settle();
    const before = (await j.application()).selectedPropertyUuid;
    const { properties } = (await j.call('GET', 'property/candidates')).json() as { properties: Candidate[] };
    const applied = properties.find((p) => p.applied)!;
    expect((await j.call('PUT', 'property/select', { propertyId: applied.propertyId })).statusCode).toBe(200);
    expect((await j.application()).selectedPropertyUuid).toBe(before);
  });

  it('refuses an unlisted or empty choice (400), another step (409) and anyone else (404)', async () => {
    const j = await journey(kit, 'Several');
    await j.settle();
    const unlisted = await j.call('PUT', 'property/select', { propertyId: 'SBX-PROP-0' });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json()).toEqual({
      errors: [
        { message: 'This property is not one of the properties we found for you', field: 'propertyId' },
      ],
    });
    const empty = await j.call('PUT', 'property/select', { propertyId: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Select the property you want to borrow against');

    const stranger = await signedInIdentity(kit.t.db, kit.clock);
    expect((await j.call('GET', 'property/candidates', undefined, stranger.headers)).statusCode).toBe(404);
    const foreign = await j.call('PUT', 'property/select', { propertyId: 'SBX-PROP-0' }, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(await j.status()).toBe('MULTIPLE_PROPERTY');

    const happy = await journey(kit, 'Happy');
    await happy.settle();
    expect((await happy.call('GET', 'property/candidates')).statusCode).toBe(409);
    expect((await happy.call('PUT', 'property/select', { propertyId: 'SBX-PROP-0' })).statusCode).toBe(409);
  });
});

describe('property and underwriting outcomes land on their own pages', () => {
  it.each([
    ['Noproperty', 'review-app/property'],
    ['Datatree', 'review-app/datatree'],
    ['Notowner', 'review-app/incorrect-ownership'],
  ])('%s stops at NO_PROPERTY and lands on %s', async (lastName, page) => {
    const j = await journey(kit, lastName);
    expect(await j.settle()).toBe('NO_PROPERTY');
    expect(await j.landing()).toBe(page);
    // Nothing to choose: the page says what to do instead.
    expect((await j.call('GET', 'property/candidates')).json()).toEqual({ properties: [] });
    expect((await j.call('PUT', 'property/select', { propertyId: 'SBX-PROP-0' })).statusCode).toBe(409);
  });

  it('Delinquent: underwriting sends the file to a person (DELINQUENCY_REVIEW, review-app/delinquency)', async () => {
    const j = await journey(kit, 'Delinquent');
    await j.settle();
    await j.call('POST', 'liens/confirm');
    expect(await j.settle()).toBe('DELINQUENCY_REVIEW');
    expect(await j.landing()).toBe('review-app/delinquency');
    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'DELINQUENCY_REVIEW',
    ]);
    expect((await j.application()).status?.uwDecision).toBe('REVIEW');
  });
});

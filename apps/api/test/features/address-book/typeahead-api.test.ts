import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { addressTypeaheadUrl } from '@lintel/domain/api/endpoints/service-address';
import { addressSuggestionListSchema } from '@lintel/domain/reference-data/address-suggestion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-org': 'lintel' } });

describe('GET /service-address/api/v1/typeahead/{text}', () => {
  it('suggests a persona address from a few typed words', async () => {
    const res = await get(addressTypeaheadUrl('12 flood zone'));
    expect(res.statusCode).toBe(200);
    const list = addressSuggestionListSchema.parse(res.json());
    expect(list[0]).toEqual({
      street1: '12 Flood Zone Way',
      street2: '',
      city: 'Tampa',
      state: 'FL',
      zip: '33602',
      county: 'Hillsborough',
    });
  });

  it('finds homes in the disaster zip codes, in Hawaii, New York and Alabama', async () => {
    for (const [text, state] of [
      ['91001', 'CA'],
      ['honolulu', 'HI'],
      ['brooklyn ny', 'NY'],
      ['birmingham al', 'AL'],
    ]) {
      const list = addressSuggestionListSchema.parse((await get(addressTypeaheadUrl(text!))).json());
      expect(list.length, text).toBeGreaterThan(0);
      expect(
        list.every((a) => a.state === state),
        text,
      ).toBe(true);
    }
  });

  it('answers at most eight suggestions', async () => {
    const list = addressSuggestionListSchema.parse((await get(addressTypeaheadUrl('street'))).json());
    expect(list).toHaveLength(8);
  });

  it('answers an empty list for a miss and for text too short to search; no text at all is a JSON 404', async () => {
    expect((await get(addressTypeaheadUrl('qqq nowhere'))).json()).toEqual([]);
    expect((await get(addressTypeaheadUrl('1'))).json()).toEqual([]);
    const empty = await get('/service-address/api/v1/typeahead/');
    expect(empty.statusCode).toBe(404);
    expect(apiErrorSchema.safeParse(empty.json()).success).toBe(true);
  });

  it('accepts a slash inside the typed text', async () => {
    const res = await get(addressTypeaheadUrl('1/2 flood zone'));
    expect(res.statusCode).toBe(200);
  });

  it('refuses over-long text with a readable 400', async () => {
    const res = await get(addressTypeaheadUrl('a'.repeat(101)));
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).errors[0]!.message).toBe(
      'Address search text must be at most 100 characters',
    );
  });

  it('refuses control characters and broken percent-encoding with a 4xx, never a 500', async () => {
    const control = await get(addressTypeaheadUrl('12 flood\u0000 zone'));
    expect(control.statusCode).toBe(400);
    expect(apiErrorSchema.safeParse(control.json()).success).toBe(true);
    const broken = await get('/service-address/api/v1/typeahead/%E0%A4%A');
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('answers a lookup in well under 50 ms', async () => {
    await get(addressTypeaheadUrl('main'));
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await get(addressTypeaheadUrl(`${i} main st`));
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});

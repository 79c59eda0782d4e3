import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/platform/http/control-characters.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const OFFICER = '/service-lead-portal/api/lo/7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('hostile input (issue 16)', () => {
  it('refuses a NUL byte in a query parameter with a 400 naming the field, not a 500', async () => {
    const response = await t.app.inject({ url: `${OFFICER}?organization=%00` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: CONTROL_CHARACTER_MESSAGE, field: 'organization' }],
    });
  });

  it('refuses control characters anywhere in a JSON body, keys included', async () => {
    for (const payload of [
      '{"propertyAddress":{"street1":"1 Main\\u0000St"}}',
      '{"a\\u0000":1}',
      '["\\u001b"]',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ft/heloc/session',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(
        CONTROL_CHARACTER_MESSAGE,
      );
    }
  });

  it('refuses line breaks and tabs in a name (issue 28): a stored name is one line', async () => {
    const query = await t.app.inject({ url: `${OFFICER}?fileName=paystub%0D%0Ainjected.pdf` });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ errors: [{ message: CONTROL_CHARACTER_MESSAGE, field: 'fileName' }] });
    for (const payload of ['{"name":{"firstName":"Ann\\nMarie"}}', '{"signer":{"lastName":"Lee\\t"}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ft/heloc/session',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('keeps tabs and line breaks, which a comment may carry', async () => {
    const response = await t.app.inject({ url: `${OFFICER}?organization=lintel%0A` });
    expect(response.statusCode).not.toBe(400);
  });
});

import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoint } from '@lintel/domain/api/endpoint';
import * as z from 'zod/mini';
import { createApiClient } from '../../src/lib/api-client.ts';
import { ApiError } from '../../src/lib/api-error.ts';
import { server } from '../msw/server.ts';

const upload = endpoint({
  method: 'PUT',
  path: '/service-application/api/v3/application/heloc/:uuid/income/:type',
  service: 'service-application',
  summary: 'example action',
  caller: 'applicant',
  params: z.object({ uuid: z.string(), type: z.string() }),
  query: z.object({ source: z.optional(z.string()) }),
  body: z.object({ amount: z.number() }),
  response: z.object({ step: z.string() }),
});

/** A client of https://api.example, where every path answers `body`; `sent` keeps the requests as they arrived. */
function setup(body: unknown) {
  const sent: Request[] = [];
  server.use(
    http.all('https://api.example/*', ({ request }) => {
      sent.push(request.clone());
      return Response.json(body);
    }),
  );
  const client = createApiClient({
    baseUrl: 'https://api.example',
    getOrgCode: () => 'lintel',
    navigate: vi.fn(),
  });
  return { client, sent };
}

describe('api client: calls through the contract (decision 161)', () => {
  it('takes method and path from the endpoint, fills the parameters and the query, sends the body', async () => {
    const { client, sent } = setup({ step: 'HMDA' });
    const answer = await client.call(upload, {
      params: { uuid: 'abc', type: 'W 2' },
      query: { source: 'page' },
      body: { amount: 5 },
    });
    expect(answer).toEqual({ step: 'HMDA' });
    const [request] = sent;
    expect(request?.url).toBe(
      'https://api.example/service-application/api/v3/application/heloc/abc/income/W%202?source=page',
    );
    expect(request?.method).toBe('PUT');
    expect(await request?.text()).toBe('{"amount":5}');
  });

  it("checks the answer against the endpoint's response schema", async () => {
    const { client } = setup({ step: 7 });
    const error = await client
      .call(upload, { params: { uuid: 'abc', type: 'x' }, body: { amount: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/did not match the expected format/);
  });

  it('types the input: a wrong field or a missing parameter does not compile', () => {
    const { client } = setup({ step: 'HMDA' });
    // @ts-expect-error amount is a number
    void client.call(upload, { params: { uuid: 'a', type: 'b' }, body: { amount: '5' } }).catch(() => {});
    // @ts-expect-error the type parameter is missing
    void client.call(upload, { params: { uuid: 'a' }, body: { amount: 5 } }).catch(() => {});
    expect(true).toBe(true);
  });
});

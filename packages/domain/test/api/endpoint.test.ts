import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import {
  endpoint,
  endpointUrl,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '../../src/api/endpoint.ts';
import { APPLICATION_V3, applicationParamsSchema } from '../../src/api/endpoints/application-paths.ts';

const example = endpoint({
  method: 'PUT',
  path: `${APPLICATION_V3}/documents/:type`,
  service: 'service-application',
  summary: 'example',
  caller: 'applicant',
  params: z.extend(applicationParamsSchema, { type: z.string() }),
  query: z.object({ fileName: z.optional(z.string()) }),
  body: z.object({ amount: z.number() }),
  response: z.object({ step: z.string() }),
});

const bare = endpoint({
  method: 'GET',
  path: '/api/organisation',
  service: 'api',
  summary: 'bare',
  caller: 'anyone',
  response: z.object({ code: z.string() }),
});

describe('endpoint contract', () => {
  it('fills the path parameters, URI-encoded, and the query', () => {
    expect(endpointUrl(example, { uuid: 'a b', type: 'W2/1' }, { fileName: 'pay stub.pdf', skip: undefined })).toBe(
      '/service-application/api/v3/application/heloc/a%20b/documents/W2%2F1?fileName=pay+stub.pdf',
    );
    expect(endpointUrl(bare)).toBe('/api/organisation');
  });

  it('refuses a path with a parameter left out', () => {
    expect(() => endpointUrl(example, { uuid: 'x' })).toThrow(/missing path parameter type/);
  });

  it('types what a caller sends and gets from the schemas', () => {
    expectTypeOf<EndpointParams<typeof example>>().toEqualTypeOf<{ uuid: string; type: string }>();
    expectTypeOf<EndpointBody<typeof example>>().toEqualTypeOf<{ amount: number }>();
    expectTypeOf<EndpointQuery<typeof example>>().toEqualTypeOf<{ fileName?: string | undefined }>();
    expectTypeOf<EndpointAnswer<typeof example>>().toEqualTypeOf<{ step: string }>();
    expectTypeOf<EndpointParams<typeof bare>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<typeof bare>>().toEqualTypeOf<undefined>();
  });
});

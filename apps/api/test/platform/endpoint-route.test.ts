import { endpoint } from '@lintel/domain/api/endpoint';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createEndpointRoutes } from '../../src/platform/http/endpoint-route.ts';

const rename = endpoint({
  method: 'PUT',
  path: '/things/:id/name',
  service: 'things',
  summary: 'Rename a thing',
  caller: 'signed-in',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string().check(z.maxLength(5)) }),
  response: z.object({ id: z.string(), name: z.string() }),
  errors: [400, 409],
});

async function appWith(guarded: { calls: number }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The app's handler answers { errors } (decision 004); this stand-in does the same for a bare Fastify.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ errors: [{ message: error.message }] }),
  );
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  const endpointRoute = createEndpointRoutes({
    'signed-in': [
      async (request, reply) => {
        guarded.calls += 1;
        if (request.headers.authorization !== 'Bearer ok')
          return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
        return undefined;
      },
    ],
  });
  endpointRoute(app, rename, ({ params, body, reply }) => {
    if (body.name === 'taken') return reply.code(409).send({ errors: [{ message: 'Taken' }] });
    // An extra field is dropped by the response schema: only what the contract says goes out.
    return { id: params.id, name: body.name, secret: 'x' } as { id: string; name: string };
  });
  await app.ready();
  return app;
}

describe('endpoint routes (decision 161)', () => {
  it("runs the caller's guard, validates the body and answers through the response schema", async () => {
    const guarded = { calls: 0 };
    const app = await appWith(guarded);
    const ok = await app.inject({
      method: 'PUT',
      url: '/things/7/name',
      headers: { authorization: 'Bearer ok' },
      payload: { name: 'Ann' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: '7', name: 'Ann' });
    const anonymous = await app.inject({ method: 'PUT', url: '/things/7/name', payload: { name: 'Ann' } });
    expect(anonymous.statusCode).toBe(401);
    const tooLong = await app.inject({
      method: 'PUT',
      url: '/things/7/name',
      headers: { authorization: 'Bearer ok' },
      payload: { name: 'Annabelle' },
    });
    expect(tooLong.statusCode).toBe(400);
    const refused = await app.inject({
      method: 'PUT',
      url: '/things/7/name',
      headers: { authorization: 'Bearer ok' },
      payload: { name: 'taken' },
    });
    expect(refused.statusCode).toBe(409);
    // The guard runs before validation: a caller without a session learns nothing from the body's rules.
    const anonymousBadBody = await app.inject({
      method: 'PUT',
      url: '/things/7/name',
      payload: { name: 'Annabelle' },
    });
    expect(anonymousBadBody.statusCode).toBe(401);
    expect(guarded.calls).toBe(5);
    await app.close();
  });

  it('documents the body, the answer and every refusal in the OpenAPI document', async () => {
    const app = await appWith({ calls: 0 });
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            tags: string[];
            requestBody: { content: Record<string, { schema: { properties: object } }> };
            responses: Record<string, unknown>;
          }
        >
      >;
    };
    const operation = document.paths['/things/{id}/name']?.put;
    expect(operation?.tags).toEqual(['things']);
    expect(Object.keys(operation?.requestBody.content['application/json']?.schema.properties ?? {})).toEqual([
      'name',
    ]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '409']);
    await app.close();
  });

  it('refuses to register an endpoint whose caller has no guard', async () => {
    const app = Fastify();
    expect(() => createEndpointRoutes({})(app, rename, () => ({ id: '', name: '' }))).toThrow(
      /no guard for caller signed-in/,
    );
    await app.close();
  });
});

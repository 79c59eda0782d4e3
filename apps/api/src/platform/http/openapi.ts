import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_UI_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas: the document can never drift from what the server validates. */
export async function registerOpenApi(
  app: FastifyInstance,
  /** The pages and the JSON document at /api/docs; off in production unless API_DOCS=on (issue 16). */
  { servePages }: { servePages: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lintel borrower portal API',
        description: 'Every non-2xx answer is { errors: [{ message, field?, code? }] } (decision 004).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (servePages) await app.register(swaggerUi, { routePrefix: OPENAPI_UI_PREFIX, staticCSP: true });
}

import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  ACCEPTED_DOCUMENT_CONTENT_TYPES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_UNSUPPORTED,
  documentListSchema,
  MAX_DOCUMENT_BYTES,
  uploadDocumentQuerySchema,
  uploadDocumentResultSchema,
} from '@lintel/domain/application/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z as zod } from 'zod';
import * as z from 'zod/mini';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { runAfterOfferAction } from './after-offer-action.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';
import {
  acceptedContentType,
  listDocuments,
  planUpload,
  UPLOAD_STEPS,
} from './documents.ts';

const uploadParamsSchema = z.object({ uuid: z.uuid(), type: z.string().check(z.maxLength(64)) });
/** For the OpenAPI document only: the body is the file's bytes, checked in the handler (any value passes here). */
const fileBodySchema = zod.any().meta({ type: 'string', format: 'binary', description: 'The file itself' });

/**
 * Document uploads (income/upload/{type}, identity, conditions/upload-document): the file is the raw request body
 * with its own Content-Type (PDF, JPEG or PNG, checked against the leading bytes), at most 10 MB.
 */
export function documentsRoute(app: FastifyInstance, deps: AfterOfferDeps): void {
  void app.register(async (scope) => {
    // Scoped to this plugin: every body here arrives as bytes; the handler decides what it accepts.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES + 1 },
      (_req, body, done) => done(null, body),
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.put(
      `${APPLICATION_BASE_V3}/:uuid/documents/:type`,
      {
        bodyLimit: MAX_DOCUMENT_BYTES + 1,
        schema: {
          tags: ['service-application'],
          summary:
            'Upload a document: the raw file as the body (application/pdf, image/jpeg, image/png; 10 MB)',
          params: uploadParamsSchema,
          querystring: uploadDocumentQuerySchema,
          consumes: [...ACCEPTED_DOCUMENT_CONTENT_TYPES],
          body: fileBodySchema,
          response: {
            200: uploadDocumentResultSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            ...perApplicationErrors,
          },
        },
        preHandler: deps.requireSession,
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const contentType = acceptedContentType(request.headers['content-type'], bytes);
        // Access first: a stranger learns nothing about the file rules of an application they cannot see.
        if (!(await findAccessibleApplication(deps.db, sessionOf(request), request.params.uuid)))
          return notFound(reply);
        if (bytes.length > MAX_DOCUMENT_BYTES)
          return reply.code(413).send({ errors: [{ message: DOCUMENT_TOO_LARGE }] });
        if (bytes.length > 0 && !contentType)
          return reply.code(415).send({ errors: [{ message: DOCUMENT_TYPE_UNSUPPORTED }] });
        const outcome = await runAfterOfferAction(
          deps,
          sessionOf(request),
          request.params.uuid,
          UPLOAD_STEPS,
          (context) =>
            planUpload(
              context,
              {
                type: request.params.type,
                fileName: request.query.fileName ?? request.params.type.toLowerCase(),
                contentType: contentType ?? 'application/pdf',
                bytes,
              },
              deps.db,
              deps.clock.now(),
            ),
        );
        if (!outcome.ok) return reply.code(outcome.status).send({ errors: outcome.errors });
        return { step: outcome.step, ...outcome.answer } as z.infer<typeof uploadDocumentResultSchema>;
      },
    );
    typed.get(
      `${APPLICATION_BASE_V3}/:uuid/documents`,
      {
        schema: {
          tags: ['service-application'],
          summary: 'The documents of an application (metadata only)',
          params: applicationParamsSchema,
          response: { 200: documentListSchema, ...perApplicationErrors },
        },
        preHandler: deps.requireSession,
      },
      async (request, reply) => {
        const access = await findAccessibleApplication(deps.db, sessionOf(request), request.params.uuid);
        if (!access) return notFound(reply);
        return { documents: await listDocuments(deps.db, access.id) };
      },
    );
  });
}

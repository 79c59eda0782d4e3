import { closingViewSchema, type ClosingView } from '@lintel/domain/application/closing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccessibleApplication, notFound } from '../../applications/application-access.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { findClosing, type ClosingRow } from './closing-repository.ts';
import type { ClosingServices } from './closing-services.ts';
import { CLOSING_TAGS } from './closing-route-schemas.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the closing pages show beyond the application's status flags; every part is null until it exists. */
export function toClosingView(row: ClosingRow | undefined): ClosingView {
  return {
    envelope:
      row?.envelopeId && row.envelopeStatus
        ? {
            envelopeId: row.envelopeId,
            status: row.envelopeStatus as 'SENT' | 'COMPLETED' | 'DECLINED',
            documents: [...CLOSING_DOCUMENTS],
            signedAt: iso(row.noteSignedAt),
          }
        : null,
    notary: row?.notaryKind
      ? {
          kind: row.notaryKind as 'REMOTE' | 'MANUAL',
          sessionId: row.notarySessionId,
          notaryName: row.notaryName,
          startsAt: iso(row.notaryStartsAt),
          endsAt: iso(row.notaryEndsAt),
          deedSignedAt: iso(row.deedSignedAt),
        }
      : null,
    rescission: row?.rescissionEndsAt
      ? { endsAt: row.rescissionEndsAt.toISOString(), cancelledAt: iso(row.cancelledAt) }
      : null,
    funding:
      row?.fundedAt && row.fundingReference
        ? { fundedAt: row.fundedAt.toISOString(), reference: row.fundingReference }
        : null,
  };
}

export function closingStatusRoute(app: FastifyInstance, services: ClosingServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${APPLICATION_BASE_V3}/:uuid/closing`,
    {
      schema: {
        tags: CLOSING_TAGS,
        summary: 'The e-sign envelope, notary session, rescission period and funding of an application',
        params: applicationParamsSchema,
        response: { 200: closingViewSchema, ...perApplicationErrors },
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const access = await findAccessibleApplication(services.db, sessionOf(request), request.params.uuid);
      if (!access) return notFound(reply);
      return toClosingView(await findClosing(services.db, access.id));
    },
  );
}

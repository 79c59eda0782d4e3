import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { applications } from './tables/application-table.ts';
import { applicationSigners } from './tables/application-parties.ts';
import type { RequestSession } from '../identity/session-service.ts';

function buildAccessQuery(db: Database) {
  const isSigner = db
    .select({ one: sql`1` })
    .from(applicationSigners)
    .where(
      and(
        eq(applicationSigners.applicationId, applications.id),
        eq(applicationSigners.identityId, sql.placeholder('identityId')),
      ),
    );
  return db
    .select({
      id: applications.id,
      serverStep: applications.serverStep,
      primaryIdentityId: applications.primaryIdentityId,
    })
    .from(applications)
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        eq(applications.orgCode, sql.placeholder('orgCode')),
        or(eq(applications.primaryIdentityId, sql.placeholder('identityId')), exists(isSigner)),
      ),
    )
    .prepare('application_access');
}

// Prepared once per database: the status route runs this thousands of times a second, so neither drizzle nor
// PostgreSQL should rebuild or re-plan it per request.
const accessQueries = new WeakMap<Database, ReturnType<typeof buildAccessQuery>>();

/**
 * The access rule of every per-application route: the caller must be the application's borrower or one of its
 * signers, in the organisation of their session. One indexed query; it also answers the server step so the status
 * route needs nothing else.
 */
export async function findAccessibleApplication(
  db: Database,
  session: RequestSession,
  applicationId: string,
): Promise<{ id: string; serverStep: string; primaryIdentityId: string } | undefined> {
  let query = accessQueries.get(db);
  if (!query) {
    query = buildAccessQuery(db);
    accessQueries.set(db, query);
  }
  const [row] = await query.execute({
    applicationId,
    orgCode: session.orgCode,
    identityId: session.identityId,
  });
  return row;
}

/**
 * The answer to anyone who may not see an application, whether it exists or not: 404, so probing uuids tells an
 * outsider nothing.
 */
export function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [{ message: 'Not found' }] });
}

import { signerConditions, submitSignerConditionDocuments } from '@lintel/domain/api/endpoints/signer-conditions';
import { CONDITION_NOT_FOUND } from '@lintel/domain/application/conditions';
import type { ConditionCategory } from '@lintel/domain/application/application-enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { applicationConditions } from '../applications/tables/application-records.ts';
import { signerDocuments } from '../applications/tables/signer-invitations.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  CLEARED_BY_THEIR_FLOW,
  conditionAnswerProblem,
} from '../workflow/after-offer/condition-answers.ts';
import { callerInvitation } from './signer-guard.ts';
import { listSignerConditions, signerConditionRows, signerCopyOf } from './signer-conditions.ts';

/**
 * A signer's own conditions (issue 19, decision 237): the list, and documents sent as an answer. The signer guard
 * keeps each signer to their own invitation; a condition that is not theirs (the borrower's, another signer's) is not
 * found (404). Their identity condition is answered by the identity check (signer-area-routes.ts).
 */
export function signerConditionRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const { db, clock, endpoints } = opts;

  endpoints(app, signerConditions, async ({ request, reply }) => {
    const row = await callerInvitation(db, request, reply);
    return { conditions: await listSignerConditions(db, row) };
  });

  endpoints(app, submitSignerConditionDocuments, async ({ request, reply, params, body }) => {
    const row = await callerInvitation(db, request, reply);
    const condition = (await signerConditionRows(db, row)).find((c) => c.id === params.conditionUuid);
    if (!condition) return reply.code(404).send({ errors: [{ message: CONDITION_NOT_FOUND }] });
    // The signer's own uploads only (their ID photos and what their conditions asked for), as the borrower's answer
    // takes only the application's documents: the same checks (conditionAnswerProblem).
    const owned = await db
      .select({ id: signerDocuments.id, type: signerDocuments.type })
      .from(signerDocuments)
      .where(eq(signerDocuments.invitationId, row.id));
    const problem = conditionAnswerProblem(condition, signerCopyOf, owned, body.documentUuids);
    if (problem) return reply.code(400).send({ errors: [problem] });
    const category = condition.category as ConditionCategory;
    const resolves = !CLEARED_BY_THEIR_FLOW.has(category);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await recordAudit(tx, clock, {
        applicationId: row.applicationId,
        actor: { type: 'SIGNER', id: row.identityId ?? undefined },
        action: 'condition.documents',
        after: {
          signerId: row.id,
          conditionUuid: condition.id,
          category,
          documents: [...new Set(body.documentUuids)],
          resolved: resolves,
        },
      });
      await tx
        .update(applicationConditions)
        .set({ actionNeeded: false, ...(resolves ? { resolvedAt: now } : {}) })
        .where(and(eq(applicationConditions.id, condition.id), isNull(applicationConditions.resolvedAt)));
    });
    return { resolved: resolves };
  });
}

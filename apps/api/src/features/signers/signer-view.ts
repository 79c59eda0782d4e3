import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import type { SignerProgress, SignerRelation } from '@lintel/domain/signers/signer-invitation';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { applications } from '../applications/tables/application-table.ts';
import { applicationProperties } from '../applications/tables/application-property-income.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { findClosing } from '../workflow/closing/closing-repository.ts';
import { borrowerFirstName, type InvitationRow } from './invitation-service.ts';
import { openConditionCounts } from './signer-conditions.ts';

export function progressOf(row: InvitationRow): SignerProgress {
  if (row.notaryBookedAt) return 'NOTARY_BOOKED';
  if (row.signedAt) return 'SIGNED';
  if (row.identityVerifiedAt) return 'IDENTITY_VERIFIED';
  if (row.acceptedAt) return 'ACCEPTED';
  return 'INVITED';
}

/** The caller's own invitation on an application (not removed ones: those read as cancelled elsewhere). */
export async function invitationOf(
  db: Executor,
  applicationId: string,
  identityId: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(signerInvitations)
    .where(
      and(eq(signerInvitations.applicationId, applicationId), eq(signerInvitations.identityId, identityId)),
    )
    .limit(1);
  return row;
}

const IN_RESCISSION = new Set(['RESCISSION']);

/**
 * The signer's whole view, built field by field from the few columns it needs (never from the application view
 * the borrower reads), so nothing of the borrower's income, credit, bank accounts or offers can leak into it.
 */
export async function signerView(db: Executor, row: InvitationRow): Promise<SignerApplication> {
  const [app] = await db
    .select({ serverStep: applications.serverStep, selectedPropertyId: applications.selectedPropertyId })
    .from(applications)
    .where(eq(applications.id, row.applicationId));
  const properties = await db
    .select({
      id: applicationProperties.id,
      street1: applicationProperties.street1,
      city: applicationProperties.city,
      state: applicationProperties.state,
      zip: applicationProperties.zip,
    })
    .from(applicationProperties)
    .where(eq(applicationProperties.applicationId, row.applicationId));
  const closing = await findClosing(db, row.applicationId);
  const property = properties.find((p) => p.id === app?.selectedPropertyId) ?? properties[0];
  const openConditions = (await openConditionCounts(db, [row.id])).get(row.id) ?? 0;
  return {
    uuid: row.applicationId,
    signerId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    relation: row.relation as SignerRelation,
    progress: progressOf(row),
    identityFailedAt: row.identityVerifiedAt ? null : (row.identityFailedAt?.toISOString() ?? null),
    borrowerFirstName: await borrowerFirstName(db, row.applicationId),
    propertyAddress: property
      ? `${property.street1}, ${property.city}, ${property.state} ${property.zip}`
      : '',
    cancelled: row.removedAt !== null || app?.serverStep === 'CANCELLED',
    inRescission: IN_RESCISSION.has(app?.serverStep ?? ''),
    rescissionEndsAt: closing?.rescissionEndsAt?.toISOString() ?? null,
    notary:
      row.notaryKind && row.notaryStartsAt
        ? { kind: row.notaryKind as 'REMOTE' | 'MANUAL', startsAt: row.notaryStartsAt.toISOString() }
        : null,
    openConditions,
  };
}

/**
 * Every invitation the identity accepted, oldest first. One the borrower has since removed stays listed and reads
 * as cancelled (signerView), as its own pages do: the signer's landing says so instead of losing the application.
 */
export async function invitationsOf(
  db: Executor,
  identityId: string,
  orgCode: string,
): Promise<InvitationRow[]> {
  const rows = await db
    .select({ invitation: signerInvitations })
    .from(signerInvitations)
    .innerJoin(applications, eq(applications.id, signerInvitations.applicationId))
    .where(and(eq(signerInvitations.identityId, identityId), eq(applications.orgCode, orgCode)))
    .orderBy(signerInvitations.createdAt);
  return rows.map((r) => r.invitation);
}

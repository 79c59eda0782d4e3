import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { applicationBorrowerDetails } from './tables/application-parties.ts';

/**
 * Whether any application of this identity holds its SSN. The SSN is stored once, on the application's borrower
 * details (where the credit pull reads it); the profile only reports its presence (decision 076). The identity
 * feature's profile route receives this function from app.ts (decision 160).
 */
export async function identityHasSsn(db: Executor, identityId: string): Promise<boolean> {
  const rows = await db
    .select({ applicationId: applicationBorrowerDetails.applicationId })
    .from(applicationBorrowerDetails)
    .where(
      and(
        eq(applicationBorrowerDetails.identityId, identityId),
        isNotNull(applicationBorrowerDetails.ssnEncrypted),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

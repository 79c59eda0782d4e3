import { organisationSchema } from '@lintel/domain/organisation/organisation';
import { asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import { organisations } from './organisations-tables.ts';
import type { OrganisationSeed } from './seeds/define-organisation.ts';

export interface LenderListing {
  code: string;
  name: string;
  kind: string;
  hosts: string[];
  isDefault: boolean;
}

/** A refusal meant for the operator: nothing was written. */
export class LenderAdminError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/**
 * Records a change in the caller's transaction. Organisations come before the audit feature (decision 160), so the
 * command's entry hands the audit in.
 */
export type RecordLenderChange = (
  tx: Executor,
  change: { action: string; before: unknown; after: unknown },
) => Promise<void>;

type Row = typeof organisations.$inferSelect;

function listing(row: Row): LenderListing {
  return {
    code: row.code,
    name: row.document.orgBrand.name,
    kind: row.document.orgMetaData.heloc.kind,
    hosts: row.hosts,
    isDefault: row.isDefault,
  };
}

export async function listLenders(db: Executor): Promise<LenderListing[]> {
  return (await db.select().from(organisations).orderBy(asc(organisations.code))).map(listing);
}

/** What a production start needs of the lenders (issue 28): at least one, and one of them the default. */
export async function lenderReadiness(db: Executor): Promise<{ lenders: number; hasDefault: boolean }> {
  const rows = await listLenders(db);
  return { lenders: rows.length, hasDefault: rows.some((r) => r.isDefault || r.code === 'lintel') };
}

/** A stored lender in the file shape `add` and `update` take, to edit and give back. */
export async function showLender(db: Executor, code: string): Promise<OrganisationSeed> {
  const [row] = await db.select().from(organisations).where(eq(organisations.code, code));
  if (!row) throw new LenderAdminError([`no lender "${code}" (npm run lender -- list)`]);
  const { sitePages, ...document } = row.document;
  return {
    organisation: organisationSchema.parse(document),
    hosts: row.hosts,
    isDefault: row.isDefault,
    ...(sitePages ? { sitePages } : {}),
  };
}

async function hostsTakenElsewhere(tx: Executor, code: string, hosts: readonly string[]): Promise<string[]> {
  const others = await tx.select().from(organisations).where(ne(organisations.code, code));
  return others.flatMap((other) =>
    other.hosts
      .filter((host) => hosts.includes(host))
      .map((host) => `hosts: ${host} already selects ${other.code}`),
  );
}

/**
 * Writes a checked lender file: `add` only a new code, `update` only an existing one. The first lender, or one marked
 * isDefault, becomes the default (the others lose it): a production start needs exactly one. Answers its listing.
 */
export async function saveLender(
  db: Database,
  lender: OrganisationSeed,
  { mode, now, record }: { mode: 'add' | 'update'; now: Date; record: RecordLenderChange },
): Promise<LenderListing> {
  const code = lender.organisation.orgCode;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(organisations).where(eq(organisations.code, code));
    if (mode === 'add' && existing)
      throw new LenderAdminError([`lender "${code}" exists: change it with update --file`]);
    if (mode === 'update' && !existing)
      throw new LenderAdminError([`no lender "${code}": add it with add --file`]);
    const taken = await hostsTakenElsewhere(tx, code, lender.hosts);
    if (taken.length > 0) throw new LenderAdminError(taken);
    const { lenders, hasDefault } = await lenderReadiness(tx);
    const isDefault = lender.isDefault || lenders === 0 || (existing?.isDefault ?? false) || !hasDefault;
    if (isDefault)
      await tx
        .update(organisations)
        .set({ isDefault: false, updatedAt: now })
        .where(ne(organisations.code, code));
    const document = { ...lender.organisation, ...(lender.sitePages ? { sitePages: lender.sitePages } : {}) };
    const values = { hosts: lender.hosts, isDefault, document, updatedAt: now };
    const [row] = await tx
      .insert(organisations)
      .values({ code, ...values, createdAt: now })
      .onConflictDoUpdate({ target: organisations.code, set: values })
      .returning();
    await record(tx, {
      action: mode === 'add' ? 'organisation.added' : 'organisation.updated',
      before: existing
        ? { code, hosts: existing.hosts, isDefault: existing.isDefault, document: existing.document }
        : null,
      after: { code, ...values },
    });
    return listing(row as Row);
  });
}

import { organisationSchema, type Organisation } from '@lintel/domain/organisation/organisation';
import type { Database } from '../db/database.ts';
import { organisations } from '../db/schema/organisations.ts';

export const DEFAULT_ORG_CODE = 'lintel';

/**
 * Organisations held in memory: they change rarely and every request needs one, so a query per request would be
 * waste. `reload()` re-reads the table (main.ts calls it on SIGHUP).
 */
export interface OrganisationDirectory {
  find(code: string): Organisation | undefined;
  findByHost(host: string): Organisation | undefined;
  defaultOrganisation(): Organisation;
  all(): Organisation[];
  reload(): Promise<void>;
}

interface Snapshot {
  byCode: Map<string, Organisation>;
  byHost: Map<string, Organisation>;
  fallback: Organisation;
}

async function readSnapshot(db: Database, hostMap: Record<string, string>): Promise<Snapshot> {
  const rows = await db.select().from(organisations).orderBy(organisations.code);
  const byCode = new Map<string, Organisation>();
  const byHost = new Map<string, Organisation>();
  let fallback: Organisation | undefined;
  for (const row of rows) {
    // A malformed row must stop the boot loudly rather than serve a half-branded page.
    const organisation = organisationSchema.parse(row.document);
    byCode.set(row.code, organisation);
    for (const host of row.hosts) byHost.set(host.toLowerCase(), organisation);
    if (row.isDefault || (!fallback && row.code === DEFAULT_ORG_CODE)) fallback = organisation;
  }
  // The environment's host map wins over the table, so a deployment can re-point a host without a data change.
  for (const [host, code] of Object.entries(hostMap)) {
    const organisation = byCode.get(code);
    if (!organisation) throw new Error(`ORG_HOST_MAP names an unknown organisation: ${host}=${code}`);
    byHost.set(host, organisation);
  }
  fallback ??= byCode.get(DEFAULT_ORG_CODE);
  if (!fallback) throw new Error('No default organisation: run the seeds (the organisation table is empty)');
  return { byCode, byHost, fallback };
}

export async function loadOrganisationDirectory(
  db: Database,
  hostMap: Record<string, string>,
): Promise<OrganisationDirectory> {
  let snapshot = await readSnapshot(db, hostMap);
  return {
    find: (code) => snapshot.byCode.get(code),
    findByHost: (host) => snapshot.byHost.get(host.toLowerCase()),
    defaultOrganisation: () => snapshot.fallback,
    all: () => [...snapshot.byCode.values()],
    async reload() {
      snapshot = await readSnapshot(db, hostMap);
    },
  };
}

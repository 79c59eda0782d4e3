import { organisationSchema, type Organisation } from '@lintel/domain/organisation/organisation';
import type { Database } from '../../platform/db/database.ts';
import { organisations } from './organisations-tables.ts';

export const DEFAULT_ORG_CODE = 'lintel';

/**
 * Organisations held in memory: they change rarely and every request needs one, so a query per request would be
 * waste. `reload()` re-reads the table: every minute (organisation-refresh.ts), at once in the process that changed
 * it, and on SIGHUP.
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

/**
 * The browser knows only its own organisation, so the New York modal could not name the counterpart lender; the name
 * is copied in from the counterpart's own row (decision 078) rather than seeded twice.
 */
export function withCounterpartNames(parsed: ReadonlyMap<string, Organisation>): Map<string, Organisation> {
  const named = new Map<string, Organisation>();
  for (const [code, organisation] of parsed) {
    const { heloc } = organisation.orgMetaData;
    const counterpart = heloc.nyCounterpartOrgCode ? parsed.get(heloc.nyCounterpartOrgCode) : undefined;
    const { nyCounterpartCompanyName: _stale, ...rest } = heloc;
    const settings = counterpart
      ? { ...rest, nyCounterpartCompanyName: counterpart.orgMetaData.companyInfo.companyName }
      : rest;
    named.set(code, { ...organisation, orgMetaData: { ...organisation.orgMetaData, heloc: settings } });
  }
  return named;
}

/**
 * Adds what other features own to the organisation objects at each load (the pricing feature's advertised figures,
 * decision 196); composed in app.ts, since organisations come before every other feature.
 */
export type OrganisationEnricher = (parsed: Map<string, Organisation>) => Promise<Map<string, Organisation>>;

async function readSnapshot(
  db: Database,
  hostMap: Record<string, string>,
  enrich: OrganisationEnricher,
): Promise<Snapshot> {
  const rows = await db.select().from(organisations).orderBy(organisations.code);
  const read = new Map<string, Organisation>();
  // A malformed row must stop the boot loudly rather than serve a half-branded page.
  for (const row of rows) read.set(row.code, organisationSchema.parse(row.document));
  const parsed = await enrich(read);
  const byCode = withCounterpartNames(parsed);
  const byHost = new Map<string, Organisation>();
  let fallback: Organisation | undefined;
  for (const row of rows) {
    const organisation = byCode.get(row.code);
    if (!organisation) continue;
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

function fingerprint(snapshot: Snapshot): string {
  return JSON.stringify([[...snapshot.byCode], [...snapshot.byHost.keys()], snapshot.fallback.orgCode]);
}

export async function loadOrganisationDirectory(
  db: Database,
  hostMap: Record<string, string>,
  enrich: OrganisationEnricher = async (parsed) => parsed,
): Promise<OrganisationDirectory> {
  let snapshot = await readSnapshot(db, hostMap, enrich);
  return {
    find: (code) => snapshot.byCode.get(code),
    findByHost: (host) => snapshot.byHost.get(host.toLowerCase()),
    defaultOrganisation: () => snapshot.fallback,
    all: () => [...snapshot.byCode.values()],
    async reload() {
      const next = await readSnapshot(db, hostMap, enrich);
      // Unchanged, the snapshot (and so every page rendered for its organisations) is kept.
      if (fingerprint(next) !== fingerprint(snapshot)) snapshot = next;
    },
  };
}

import { sitePageContentSchema, type SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { SitePageSlug } from '@lintel/domain/shell-rules/site-page-slugs';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { organisations } from '../organisations/organisations-tables.ts';

/**
 * The lender's own text for one page, kept in its organisation document under `sitePages` (decision 170): lender
 * data, no migration, and not part of the organisation object the page receives, so index.html does not carry it.
 * Undefined when the lender wrote none, or when what it wrote does not read as a page (then the default serves).
 */
export async function findPageOverride(
  db: Database,
  orgCode: string,
  slug: SitePageSlug,
): Promise<SitePageContent | undefined> {
  const [row] = await db
    .select({ page: sql<unknown>`${organisations.document} -> 'sitePages' -> ${slug}` })
    .from(organisations)
    .where(eq(organisations.code, orgCode));
  if (row?.page === null || row?.page === undefined) return undefined;
  const parsed = sitePageContentSchema.safeParse(row.page);
  return parsed.success ? parsed.data : undefined;
}

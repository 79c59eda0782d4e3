import { organisationSchema } from '@lintel/domain/organisation/organisation';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { organisations } from '../organisations/organisations-tables.ts';

/** What an email shows of its lender: the name it is sent by, its phone and its colour (decision 168). */
export interface EmailBrand {
  orgCode: string;
  /** The brand a borrower knows (the page titles' name): the sender's name, the subject's and the header's. */
  name: string;
  /** The legal name, in the footer. */
  companyName: string;
  phone: string;
  primary: string;
  onPrimary: string;
}

/** The lender's brand as its row says now (read in the caller's transaction, so it is the one the event saw). */
export async function emailBrand(db: Executor, orgCode: string): Promise<EmailBrand> {
  const rows = await db
    .select({ document: organisations.document })
    .from(organisations)
    .where(eq(organisations.code, orgCode))
    .limit(1);
  if (!rows[0]) throw new Error(`email brand: unknown organisation ${orgCode}`);
  const organisation = organisationSchema.parse(rows[0].document);
  const { companyName, phoneFormatted } = organisation.orgMetaData.companyInfo;
  const { primary, onPrimary } = organisation.orgBrand.theme;
  return {
    orgCode,
    name: organisation.orgBrand.name,
    companyName,
    phone: phoneFormatted,
    primary,
    onPrimary,
  };
}

import * as z from 'zod/mini';

/**
 * A disclosure as plain content, with no markup: the web renders it as accessible HTML (start/app-summary) and the
 * PDF generation (issue 18) can lay out the same content, so the words and figures exist once (decision 180).
 */
export interface DisclosureFact {
  term: string;
  value: string;
}

export interface DisclosureTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface DisclosureSection {
  heading: string;
  /** Paragraphs, in order, before any list, facts or table. */
  paragraphs: readonly string[];
  list?: readonly string[];
  facts?: readonly DisclosureFact[];
  table?: DisclosureTable;
}

export interface DisclosureDocument {
  title: string;
  /** Who gives it: the lender and its NMLS number, or the source of a published text. */
  byline: string;
  sections: readonly DisclosureSection[];
}

/** The lender as the disclosures name it (organisation data, spec 001 §3). */
export interface DisclosureLender {
  name: string;
  nmls: string;
  phone: string;
}

const disclosureFactSchema = z.object({ term: z.string(), value: z.string() });
// Read-only arrays, as the interfaces above declare them.
const list = <T extends z.core.SomeType>(item: T) => z.readonly(z.array(item));
const disclosureTableSchema = z.object({
  caption: z.string(),
  columns: list(z.string()),
  rows: list(list(z.string())),
});

/** A disclosure as the server sends it (start/app-summary reads the Reg Z disclosure the server built, decision 225). */
export const disclosureDocumentSchema = z.object({
  title: z.string(),
  byline: z.string(),
  sections: list(
    z.object({
      heading: z.string(),
      paragraphs: list(z.string()),
      list: z.optional(list(z.string())),
      facts: z.optional(list(disclosureFactSchema)),
      table: z.optional(disclosureTableSchema),
    }),
  ),
});

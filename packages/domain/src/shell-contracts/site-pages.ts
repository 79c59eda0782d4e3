import * as z from 'zod/mini';
import { SITE_PAGE_SLUGS } from '../shell-rules/site-page-slugs.ts';

/** The pages are listed in shell-rules/site-page-slugs (decision 170). */
export const sitePageSlugSchema = z.enum(SITE_PAGE_SLUGS);
export const sitePageParamsSchema = z.strictObject({ slug: sitePageSlugSchema });

const text = z.string().check(z.minLength(1), z.maxLength(4000));

/** Words, or words that link somewhere (a path on the site, `https:`, `mailto:` or `tel:`). */
export const inlineSchema = z.union([
  text,
  z.strictObject({
    text,
    href: z
      .string()
      .check(z.regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, 'A link must be a path or https, mailto or tel')),
  }),
]);
export type Inline = z.infer<typeof inlineSchema>;

/** A paragraph, a bulleted list, or terms with their details (an address, a phone number, hours). */
export const blockSchema = z.union([
  z.strictObject({ paragraph: z.array(inlineSchema) }),
  z.strictObject({ list: z.array(z.array(inlineSchema)) }),
  z.strictObject({ facts: z.array(z.strictObject({ term: text, detail: z.array(inlineSchema) })) }),
]);
export type Block = z.infer<typeof blockSchema>;

export const sectionSchema = z.strictObject({ heading: text, blocks: z.array(blockSchema) });
export type Section = z.infer<typeof sectionSchema>;

/** What a lender writes to replace one of the default pages: plain data, no markup, so nothing it holds can run. */
export const sitePageContentSchema = z.strictObject({
  title: text,
  summary: text,
  /** The date the text took effect, yyyy-MM-dd. */
  updated: z.optional(z.iso.date()),
  sections: z.array(sectionSchema),
});
export type SitePageContent = z.infer<typeof sitePageContentSchema>;

/** A lender's replacements, by page: any page it leaves out is the default filled with its details. */
export const sitePageOverridesSchema = z.partialRecord(sitePageSlugSchema, sitePageContentSchema);
export type SitePageOverrides = z.infer<typeof sitePageOverridesSchema>;

export const sitePageSchema = z.object({
  slug: sitePageSlugSchema,
  ...sitePageContentSchema.shape,
  /** True when the lender wrote this page itself; false for the default. */
  lenderWritten: z.boolean(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

import { contrastRatio, WCAG_AA_TEXT } from '@lintel/domain/organisation/contrast';
import { organisationSchema, type OrgTheme } from '@lintel/domain/organisation/organisation';
import { sitePageOverridesSchema } from '@lintel/domain/shell-contracts/site-pages';
import { z } from 'zod';
import type { OrganisationSeed } from './seeds/define-organisation.ts';

/** The codes a request can name (organisation-context.ts's pattern): any other could never be chosen. */
const ORG_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The colour pairs a page sets text in; each must reach WCAG AA as the demo lenders' do. */
const TEXT_PAIRS: ReadonlyArray<[keyof OrgTheme, keyof OrgTheme]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['link', 'background'],
  ['onPrimary', 'primary'],
  ['error', 'background'],
];

// The envelope is checked here; the organisation and its pages with the domain's schemas, as the seeds are.
const lenderFileSchema = z.strictObject({
  organisation: z.record(z.string(), z.unknown()),
  hosts: z
    .array(
      z.string().regex(HOST, 'must be a lower-case host name without port, such as heloc.lender.example'),
    )
    .default([]),
  isDefault: z.boolean().default(false),
  sitePages: z.unknown().optional(),
});

export type LenderFileCheck = { ok: true; lender: OrganisationSeed } | { ok: false; problems: string[] };

function issues(prefix: string, error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) {
  return error.issues.map(
    (i) => `${[prefix, ...i.path.map(String)].filter(Boolean).join('.')}: ${i.message}`,
  );
}

/**
 * A lender as `npm run lender -- add|update --file` takes it: the shape of a seed (decision 246), `organisation` the
 * object every page receives (spec 001 §3), checked whole with every problem named.
 */
export function checkLenderFile(input: unknown): LenderFileCheck {
  const envelope = lenderFileSchema.safeParse(input);
  if (!envelope.success) return { ok: false, problems: issues('', envelope.error) };
  const problems: string[] = [];
  const organisation = organisationSchema.safeParse(envelope.data.organisation);
  if (!organisation.success) problems.push(...issues('organisation', organisation.error));
  const sitePages = sitePageOverridesSchema.safeParse(envelope.data.sitePages ?? {});
  if (!sitePages.success) problems.push(...issues('sitePages', sitePages.error));
  if ('testEnvironment' in envelope.data.organisation)
    problems.push('organisation.testEnvironment: set by the server (SANDBOX_PROVIDERS), not by a lender');
  if (!organisation.success || !sitePages.success || problems.length > 0) return { ok: false, problems };
  const { orgCode, orgBrand } = organisation.data;
  if (!ORG_CODE.test(orgCode))
    problems.push(
      'organisation.orgCode: lower-case letters, digits and dashes, starting with a letter or digit',
    );
  for (const [fg, bg] of TEXT_PAIRS) {
    const ratio = contrastRatio(orgBrand.theme[fg], orgBrand.theme[bg]);
    if (ratio < WCAG_AA_TEXT)
      problems.push(
        `organisation.orgBrand.theme: ${fg} on ${bg} has a contrast of ${ratio.toFixed(2)}:1, under WCAG AA's ${WCAG_AA_TEXT}:1`,
      );
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    lender: {
      organisation: organisation.data,
      hosts: envelope.data.hosts,
      isDefault: envelope.data.isDefault,
      sitePages: sitePages.data,
    },
  };
}

import type { foundLiens } from '@lintel/domain/api/endpoints/credit-actions';
import type { CreditInquiry, FoundLien, FoundLiens } from '@lintel/domain/application/liens';
import type { MortgageLien } from '../../../providers/credit-bureau/credit-bureau.ts';
import type { TitleResult } from '../../../providers/title/title.ts';
import { notFound } from '../../applications/application-access.ts';
import { applicationHistory, latest } from '../../applications/application-history.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ReadContext } from '../steps/step-module.ts';

const money = (value: string) => Number(value);

/**
 * The liens on the home (page liens, decision 173): the title search's recorded liens, each matched by position with
 * the mortgage the soft-pull credit report lists (its monthly payment), then the report's mortgages the records do
 * not show. The credit report is read from the audit of the soft pull, never pulled again.
 */
export function mergeLiens(title: TitleResult, reported: readonly MortgageLien[]): FoundLiens {
  const recorded = title.outcome === 'COMPLETE' ? title.liens : [];
  const matched = new Set<MortgageLien>();
  const liens: FoundLien[] = recorded.map((lien) => {
    const credit = reported.find((r) => r.position === lien.position && !matched.has(r));
    if (credit) matched.add(credit);
    return {
      holder: lien.holder,
      type: lien.type,
      position: lien.position,
      balance: money(lien.balance),
      monthlyPayment: credit ? money(credit.monthlyPayment) : null,
      recordedDate: lien.recordedDate,
      source: credit ? 'BOTH' : 'TITLE',
      mustBePaidOff: lien.requiresPayoff,
    };
  });
  for (const credit of reported) {
    if (matched.has(credit)) continue;
    liens.push({
      holder: credit.creditor,
      type: 'MORTGAGE',
      position: null,
      balance: money(credit.balance),
      monthlyPayment: money(credit.monthlyPayment),
      recordedDate: null,
      source: 'CREDIT',
      mustBePaidOff: false,
    });
  }
  return { liens, titleSearch: title.outcome === 'COMPLETE' ? 'COMPLETE' : 'PENDING', inquiries: [] };
}

function isMortgageLien(value: unknown): value is MortgageLien {
  const v = value as Partial<MortgageLien> | null;
  return typeof v?.creditor === 'string' && typeof v.balance === 'string' && typeof v.position === 'number';
}

export async function foundLiensAnswer({ deps, access, reply }: ReadContext<typeof foundLiens>) {
  const [aggregate, history] = await Promise.all([
    loadApplication(deps.db, access.id),
    applicationHistory(deps.db, access.id),
  ]);
  if (!aggregate) return notFound(reply);
  const soft = latest(
    history,
    'provider.credit-bureau.pull',
    (a) => a.kind === 'SOFT' && a.outcome === 'FOUND',
  );
  const reported = Array.isArray(soft?.after.mortgageLiens)
    ? soft.after.mortgageLiens.filter(isMortgageLien)
    : [];
  // The title search reads public records (underwriting asks it the same question); the sandbox answers at once.
  const title = await deps.providers.title.titleReport({
    subject: providerSubject(aggregate, deps.encryption),
  });
  // The hard pull's recent inquiries, for the attestation (decision 235); none before it.
  const hard = latest(
    history,
    'provider.credit-bureau.pull',
    (a) => a.kind === 'HARD' && a.outcome === 'FOUND',
  );
  const inquiries = Array.isArray(hard?.after.inquiries) ? hard.after.inquiries.filter(isInquiry) : [];
  return { ...mergeLiens(title, reported), inquiries };
}

function isInquiry(value: unknown): value is CreditInquiry {
  const v = value as Partial<CreditInquiry> | null;
  return typeof v?.creditor === 'string' && typeof v.date === 'string';
}

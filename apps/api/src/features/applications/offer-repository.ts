import { and, asc, eq } from 'drizzle-orm';
import { applicationOffers } from './tables/application-offers.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { Offer } from '@lintel/domain/application/offer';

/** The offers of the latest underwriting run, ordered by type then term. */
export async function currentOffers(db: Executor, applicationId: string): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(applicationOffers)
    .where(and(eq(applicationOffers.applicationId, applicationId), eq(applicationOffers.current, true)))
    .orderBy(asc(applicationOffers.type), asc(applicationOffers.term));
  return rows.map((r) => ({
    type: r.type as Offer['type'],
    term: r.term,
    rate: Number(r.rate),
    baseRate: Number(r.baseRate),
    otherRate: Number(r.otherRate),
    originationFee: Number(r.originationFee),
    minDraw: Number(r.minDraw),
    maxDraw: Number(r.maxDraw),
    min: Number(r.min),
    max: Number(r.max),
    discountList: r.discountList,
    offersByType: r.offersByType,
    maxRecordingTax: Number(r.maxRecordingTax),
    minRecordingTax: Number(r.minRecordingTax),
    maxDtiUnlimited: Number(r.maxDtiUnlimited),
    ofeeMaxThreshold: Number(r.ofeeMaxThreshold),
    incomeRequestRecords: r.incomeRequestRecords,
    costs: r.costs,
    totalPaidByBorrower: Number(r.totalPaidByBorrower),
    ...(r.pricingVersion === null ? {} : { pricingVersion: r.pricingVersion }),
  }));
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import { applicationOffers } from '../../applications/tables/application-offers.ts';
import type { Offer } from '../../applications/decision-types.ts';

/** Replaces the current offers: earlier ones stay on record, marked not current. */
export async function replaceOffers(
  tx: Transaction,
  applicationId: string,
  offers: Offer[],
  now: Date,
): Promise<void> {
  await tx
    .update(applicationOffers)
    .set({ current: false })
    .where(and(eq(applicationOffers.applicationId, applicationId), eq(applicationOffers.current, true)));
  if (offers.length === 0) return;
  await tx.insert(applicationOffers).values(
    offers.map((o) => ({
      id: randomUUID(),
      applicationId,
      type: o.type,
      term: o.term,
      rate: String(o.rate),
      baseRate: String(o.baseRate),
      otherRate: String(o.otherRate),
      originationFee: String(o.originationFee),
      minDraw: String(o.minDraw),
      maxDraw: String(o.maxDraw),
      min: String(o.min),
      max: String(o.max),
      discountList: o.discountList,
      offersByType: o.offersByType,
      maxRecordingTax: String(o.maxRecordingTax),
      minRecordingTax: String(o.minRecordingTax),
      maxDtiUnlimited: String(o.maxDtiUnlimited),
      ofeeMaxThreshold: String(o.ofeeMaxThreshold),
      incomeRequestRecords: o.incomeRequestRecords,
      costs: o.costs,
      totalPaidByBorrower: String(o.totalPaidByBorrower),
      pricingVersion: o.pricingVersion ?? null,
      createdAt: now,
    })),
  );
}

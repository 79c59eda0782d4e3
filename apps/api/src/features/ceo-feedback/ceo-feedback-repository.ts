import type { CeoFeedbackRequest } from '@lintel/domain/validation/ceo-feedback';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { ceoFeedback } from './ceo-feedback-tables.ts';

export interface FeedbackSender {
  orgCode: string;
  identityId: string | null;
}

export async function storeCeoFeedback(db: Database, sender: FeedbackSender, body: CeoFeedbackRequest, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(ceoFeedback).values({
    id,
    orgCode: sender.orgCode,
    identityId: sender.identityId,
    applicationId: body.applicationUuid,
    topic: body.topic,
    // The schema trims it; the limits apply to what is stored.
    message: body.message,
    marketingConsent: body.marketingConsent,
    pathname: body.pathname,
    productType: body.productType,
    createdAt: now,
  });
  return id;
}

import type { HmdaBody } from '@lintel/domain/application/hmda';
import { applicationHmda } from '../../applications/tables/application-after-offer.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';

/**
 * HMDA -> SUMMARY_DISCLOSURE (decision 111): the answers are kept apart from the credit file (Regulation C data is
 * reported, never used to decide); the summary disclosure is ready as soon as they are in.
 */
export function planHmda({ aggregate }: PlanContext, body: HmdaBody, now: Date): ActionPlan {
  const applicationId = aggregate.application.id;
  // A blank write-in is none (decision 180).
  const text = (value: string | undefined) => value || null;
  const answers = {
    ethnicity: body.ethnicity,
    race: body.race,
    sex: body.sex,
    ethnicityOther: text(body.ethnicityOther),
    raceTribe: text(body.raceTribe),
    raceOtherAsian: text(body.raceOtherAsian),
    raceOtherPacificIslander: text(body.raceOtherPacificIslander),
    collectedAt: now,
  };
  return {
    to: 'SUMMARY_DISCLOSURE',
    changes: { hasHmda: true, disclosurelistSummaryReady: true },
    audits: [{ action: 'application.hmda', after: { collected: true } }],
    write: async (tx) => {
      await tx
        .insert(applicationHmda)
        .values({ applicationId, ...answers })
        .onConflictDoUpdate({ target: applicationHmda.applicationId, set: answers });
    },
  };
}

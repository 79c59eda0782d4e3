import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Offer } from '../../applications/decision-types.ts';
import type { ApplicationChanges } from '../steps/transition-service.ts';

/** What resolving a waiting step decided; written in one transaction by the job (resolve-step-job.ts). */
export interface StepOutcome {
  to: ServerStep;
  changes?: ApplicationChanges;
  /** Provider calls made, for the audit trail (no secrets: the audit writer masks them anyway). */
  audits: Omit<AuditEntry, 'applicationId' | 'actor'>[];
  /** A new set of offers replacing the current ones. */
  offers?: Offer[];
}

/** Thrown when a provider has no answer yet (e.g. title still pending): the job is retried with back-off. */
export class NotReadyError extends Error {
  constructor(what: string) {
    super(`${what} is not ready yet`);
    this.name = 'NotReadyError';
  }
}

import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { auditEvents } from './audit-tables.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import { maskSecrets } from './mask-secrets.ts';

export interface Actor {
  type: 'BORROWER' | 'SIGNER' | 'SYSTEM' | 'JOB' | 'AGENT';
  /** Identity id for people, job or component name for the system. */
  id?: string | undefined;
}

export interface AuditEntry {
  applicationId?: string | undefined;
  actor: Actor;
  /** What happened, dotted: `step.transition`, `decision.recorded`, `provider.credit-bureau.pull`. */
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit row. Pass the transaction of the change it records so both commit or neither does. */
export async function recordAudit(db: Executor, clock: Clock, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: randomUUID(),
    applicationId: entry.applicationId ?? null,
    actorType: entry.actor.type,
    actorId: entry.actor.id ?? null,
    action: entry.action,
    before: entry.before === undefined ? null : maskSecrets(entry.before),
    after: entry.after === undefined ? null : maskSecrets(entry.after),
    createdAt: clock.now(),
  });
}

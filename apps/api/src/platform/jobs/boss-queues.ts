import type PgBoss from 'pg-boss';

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';

/**
 * pg-boss's queues, each created once per process: concurrent first sends share its creation instead of racing, and
 * a failed creation is tried again by the next send (decision 207).
 */
export class BossQueues {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly boss: PgBoss,
    /** pg-boss started (its schema there), before a queue is created. */
    private readonly ready: () => Promise<unknown>,
    private readonly expireInSeconds: number,
  ) {}

  ensure(name: string): Promise<void> {
    let creating = this.queues.get(name);
    if (!creating) {
      creating = this.create(name).catch((error: unknown) => {
        this.queues.delete(name);
        throw error;
      });
      this.queues.set(name, creating);
    }
    return creating;
  }

  private async create(name: string): Promise<void> {
    await this.ready();
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Standard policy: pg-boss's singleton policies treat "no key" as one shared key (one queued job per queue);
        // send's own check is the singleton rule, and a key's sends are serialised by the step change they belong to.
        await this.boss.createQueue(name, {
          name,
          policy: 'standard',
          expireInSeconds: this.expireInSeconds,
        });
        return;
      } catch (error) {
        // Two processes creating the same new queue (its partition table) can deadlock on PostgreSQL; the loser of
        // the deadlock tries again and finds the queue there (decision 207).
        if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
      }
    }
  }
}

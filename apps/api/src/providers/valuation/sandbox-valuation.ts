import { Decimal } from 'decimal.js';
import { personaFor } from '../persona-match.ts';
import { sandboxHome } from '../sandbox-home.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import type { SandboxRecordStore } from '../sandbox-record-store.ts';
import { subjectSeed } from '../subject.ts';
import type { BpoOrderResult, Valuation, ValuationRequest, ValuationResult } from './valuation.ts';

/** BPO orders by id, in the sandbox records (decision 250): the broker's servers answer whichever process asks. */
const ORDERS = 'valuation:bpo-order';

interface BpoOrder {
  value: string;
  checked: boolean;
}

export class SandboxValuation implements Valuation {
  private readonly latencyMs: number;
  private readonly now: () => Date;

  /** `records` keeps the BPO orders; the sandbox completes an order on the first status check after it. */
  constructor(
    private readonly records: SandboxRecordStore,
    options: SandboxOptions = {},
  ) {
    this.latencyMs = options.latencyMs ?? 0;
    this.now = options.now ?? (() => new Date());
  }

  async automatedValuation({ subject }: ValuationRequest): Promise<ValuationResult> {
    await simulateLatency(this.latencyMs);
    const persona = personaFor(subject);
    if (persona.behaviour.valuation === 'NO_AVM') return { outcome: 'NO_AVM' };
    const seed = subjectSeed(subject);
    const value = new Decimal(sandboxHome(subject, persona).value);
    const lowConfidence = persona.behaviour.valuation === 'LOW_CONFIDENCE';
    const confidenceScore = lowConfidence ? 55 : hashInt(`${seed}|conf`, 82, 97);
    const fsd = lowConfidence ? 21 : hashInt(`${seed}|fsd`, 4, 12);
    const spread = value.times(fsd).dividedBy(100);
    return {
      outcome: 'AVM',
      valuationId: `SBX-AVM-${hashInt(seed, 100_000, 999_999)}`,
      value: value.toFixed(0),
      low: value.minus(spread).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0),
      high: value.plus(spread).toDecimalPlaces(0, Decimal.ROUND_UP).toFixed(0),
      confidenceScore,
      forecastStdDevPercent: fsd,
      effectiveDate: this.now().toISOString().slice(0, 10),
    };
  }

  async orderBpo({ subject }: ValuationRequest): Promise<BpoOrderResult> {
    await simulateLatency(this.latencyMs);
    // A broker sees the house: the BPO comes in at 97% of the sandbox's value.
    const value = new Decimal(sandboxHome(subject, personaFor(subject)).value).times('0.97').toFixed(0);
    // The id carries the value, so an order placed before the records were kept still answers.
    const orderId = `SBX-BPO-${hashInt(`${subjectSeed(subject)}|bpo`, 100_000, 999_999)}-${value}`;
    await this.records.put(ORDERS, orderId, { value, checked: false } satisfies BpoOrder);
    return { orderId, status: 'BPO_PROCESSING' };
  }

  async bpoStatus(orderId: string): Promise<BpoOrderResult> {
    await simulateLatency(this.latencyMs);
    const known = await this.records.get<BpoOrder>(ORDERS, orderId, this.now());
    const carried = /^SBX-BPO-\d+-(\d+)$/.exec(orderId)?.[1];
    const order = known ?? (carried ? { value: carried, checked: false } : undefined);
    if (!order) throw new Error(`Unknown BPO order ${orderId}`);
    if (!order.checked) {
      await this.records.put(ORDERS, orderId, { ...order, checked: true } satisfies BpoOrder);
      return { orderId, status: 'BPO_PROCESSING' };
    }
    return { orderId, status: 'COMPLETE', value: order.value };
  }
}

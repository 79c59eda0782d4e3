import type { ProviderSubject } from '../subject.ts';

export interface ValuationRequest {
  subject: ProviderSubject;
}

export interface AutomatedValuation {
  outcome: 'AVM';
  valuationId: string;
  /** Estimated value in whole dollars, as a decimal string. */
  value: string;
  low: string;
  high: string;
  /** Vendor confidence score, 0-100; underwriting sends low scores to an onsite appraisal. */
  confidenceScore: number;
  /** Forecast standard deviation, percent of value. */
  forecastStdDevPercent: number;
  effectiveDate: string;
}

/** NO_AVM: no model value → the borrower gives an estimate and a broker price opinion (BPO) is ordered. */
export type ValuationResult = AutomatedValuation | { outcome: 'NO_AVM' };

export type BpoOrderStatus = 'BPO_PROCESSING' | 'COMPLETE';

export interface BpoOrderResult {
  orderId: string;
  status: BpoOrderStatus;
  /** Present once COMPLETE. */
  value?: string;
}

export interface Valuation {
  automatedValuation(request: ValuationRequest): Promise<ValuationResult>;
  /** Orders a broker price opinion (Texas, no AVM, or an AVM we cannot rely on). */
  orderBpo(request: ValuationRequest): Promise<BpoOrderResult>;
  bpoStatus(orderId: string): Promise<BpoOrderResult>;
}

import type { ProviderSubject } from '../subject.ts';

export type LienType = 'MORTGAGE' | 'HELOC' | 'TAX_LIEN' | 'JUDGMENT';

export interface RecordedLien {
  position: number;
  type: LienType;
  holder: string;
  /** Dollars as a decimal string (the payoff or unpaid principal). */
  balance: string;
  recordedDate: string;
  /** Must be paid off from the draw before our lien can record. */
  requiresPayoff: boolean;
  payoffStatus: 'NOT_REQUIRED' | 'REQUESTED' | 'RECEIVED';
}

export interface TitleRequest {
  subject: ProviderSubject;
}

export interface TitleReport {
  outcome: 'COMPLETE';
  reportId: string;
  vestedOwners: string[];
  legalDescription: string;
  liens: RecordedLien[];
  /** Sum of every lien's balance. */
  totalLienBalance: string;
}

export type TitleResult = TitleReport | { outcome: 'PENDING' };

export interface Title {
  titleReport(request: TitleRequest): Promise<TitleResult>;
}

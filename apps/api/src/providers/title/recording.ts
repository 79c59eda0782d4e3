import type { ProviderSubject } from '../subject.ts';

/**
 * The title company's e-recording of the signed mortgage with the county, once the right to cancel has passed
 * (spec 000 checklist RECORDING). Its own interface beside the title report: a lender may use another vendor for it.
 */
export interface RecordingRequest {
  subject: ProviderSubject;
  /** The loan the mortgage secures: recording is asked once per loan, so a retry gets the same answer. */
  loanNumber: string;
  at: Date;
}

export type RecordingResult =
  | {
      outcome: 'RECORDED';
      /** The county's instrument (document) number of the recorded mortgage. */
      instrumentNumber: string;
      county: string;
      recordedAt: Date;
    }
  | { outcome: 'PENDING' };

export interface Recording {
  /** Submits the mortgage for recording; PENDING while the county has not recorded it yet (asked again later). */
  recordMortgage(request: RecordingRequest): Promise<RecordingResult>;
}

import type { ProviderSubject } from '../subject.ts';

export interface IdentityVerificationRequest {
  subject: ProviderSubject;
  phoneNumber?: string | undefined;
  email?: string | undefined;
}

export type IdentityCheck = 'NAME' | 'DOB' | 'SSN' | 'ADDRESS' | 'PHONE';

export type IdentityVerificationResult =
  | {
      outcome: 'VERIFIED';
      verificationId: string;
      score: number;
      matched: IdentityCheck[];
      /**
       * The person checks out but the ID document itself is referred to a person's review: a different ID is asked
       * for (condition IDENTITY_DOCUMENT_FRAUD_REVIEW). Read for additional signers (decision 237).
       */
      documentReview?: 'REFER';
    }
  /** The borrower must upload an ID document (condition ID_VERIFICATION_FAILURE). */
  | {
      outcome: 'FAILED';
      verificationId: string;
      score: number;
      mismatched: IdentityCheck[];
      reasons: string[];
    };

export interface IdentityVerification {
  verifyIdentity(request: IdentityVerificationRequest): Promise<IdentityVerificationResult>;
}

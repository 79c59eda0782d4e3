import type { ProviderSubject } from '../subject.ts';

/** An e-signature service (envelope model): our documents, one signer each, and a completion event. */

export type EnvelopeStatus = 'SENT' | 'COMPLETED' | 'DECLINED';

export interface EnvelopeDocument {
  type: string;
  title: string;
}

export interface CreateEnvelopeRequest {
  /** Our reference (the application id): the same reference always finds the same envelope. */
  reference: string;
  subject: ProviderSubject;
  documents: EnvelopeDocument[];
}

export interface Envelope {
  envelopeId: string;
  status: EnvelopeStatus;
  documents: EnvelopeDocument[];
}

export interface SignEnvelopeRequest {
  envelopeId: string;
  subject: ProviderSubject;
  /** The typed signature the signer adopted. */
  signedName: string;
  signedAt: Date;
}

/** The completion event: what a real provider posts back once every signer has signed (or one declined). */
export interface EnvelopeCompletion {
  envelopeId: string;
  status: Exclude<EnvelopeStatus, 'SENT'>;
  completedAt: string;
  /** The provider's audit certificate of the ceremony. */
  certificateId: string;
}

export interface ESign {
  createEnvelope(request: CreateEnvelopeRequest): Promise<Envelope>;
  /** The embedded signing ceremony; answers the envelope's completion event. */
  sign(request: SignEnvelopeRequest): Promise<EnvelopeCompletion>;
}

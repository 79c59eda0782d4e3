import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { SIGNER_PROGRESS_STEPS } from '../signer-stage.ts';

/** Spec 001 §2: "Co-borrower progress has two steps: Identity verification and Talk to eNotary." */
export function SignerProgressSteps({ application }: { application: SignerApplication }) {
  const identityDone = application.progress !== 'INVITED' && application.progress !== 'ACCEPTED';
  const notaryDone = application.progress === 'NOTARY_BOOKED';
  const done = [identityDone, notaryDone];
  return (
    <ol className="signer-steps" aria-label="Your progress">
      {SIGNER_PROGRESS_STEPS.map((label, index) => (
        <li key={label} className={done[index] ? 'signer-steps__done' : undefined}>
          {label}
          <span className="visually-hidden">{done[index] ? ' (done)' : ' (to do)'}</span>
          <span aria-hidden="true">{done[index] ? ' ✓' : ''}</span>
        </li>
      ))}
    </ol>
  );
}

import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClosingDocument } from '@lintel/domain/application/closing-documents';
import { ESIGN_CONSENT_REQUIRED, SIGNED_NAME_REQUIRED, signNoteBodySchema } from '@lintel/domain/application/signing';
import * as z from 'zod/mini';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { paths } from '../../../config/paths.ts';
import { useSignNote } from '../api/closing.ts';
import './closing.css';

type Stage = 'consent' | 'adopt' | 'sign';
const TITLES: Record<Stage, string> = {
  consent: 'Agree to sign electronically',
  adopt: 'Adopt your signature',
  sign: 'Sign your documents',
};
const SIGN_EACH_PLACE = 'Sign every place before you finish';

/** The places a borrower signs: the agreement and note; every other document is acknowledged as received. */
const placeLabel = (d: ClosingDocument) =>
  d.kind === 'HELOC_AGREEMENT' ? 'Borrower signature' : 'Acknowledgement of receipt';

/**
 * Page signing/sign (NOTE_SIGNING): the E-SIGN consent first, then a typed signature the borrower adopts, then each
 * place that needs it, one click each; finishing sends POST signing/sign. The server checks the name against the
 * application and keeps each document signed with its hash (decision 190). Declining leads to signing/support.
 */
export function SignPage({ uuid, documents }: { uuid: string; documents: readonly ClosingDocument[] }) {
  const sign = useSignNote(uuid);
  const [stage, setStage] = useState<Stage>('consent');
  const [consent, setConsent] = useState(false);
  const [name, setName] = useState('');
  const [signed, setSigned] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const places = documents.filter((d) => !d.signed);
  useDocumentTitle(TITLES[stage], errors.length > 0);

  const fail = (items: ErrorSummaryItem[]) => {
    setAttempts((n) => n + 1);
    setErrors(items);
  };
  const goTo = (next: Stage) => {
    setErrors([]);
    setStage(next);
    // The new part's heading takes focus, so a screen reader hears where the borrower is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage === 'consent') {
      if (!consent) return fail([{ message: ESIGN_CONSENT_REQUIRED, field: 'consent' }]);
      return goTo('adopt');
    }
    if (stage === 'adopt') {
      const parsed = z.safeParse(signNoteBodySchema.shape.signedName, name);
      if (!parsed.success)
        return fail([{ message: parsed.error.issues[0]?.message ?? SIGNED_NAME_REQUIRED, field: 'signedName' }]);
      return goTo('sign');
    }
    if (places.some((d) => !signed.has(d.id))) return fail([{ message: SIGN_EACH_PLACE }]);
    setErrors([]);
    sign.mutate(
      { signedName: name.trim(), consent: true },
      {
        onError: (error) => {
          const items = actionErrors(error);
          // A name the server does not accept is fixed where it was typed.
          if (items.some((item) => item.field === 'signedName')) setStage('adopt');
          fail(items);
        },
      },
    );
  }

  return (
    <div className="stack closing-page narrow">
      <ErrorSummary items={errors} focusKey={attempts} />
      <p className="hint">Step {stage === 'consent' ? 1 : stage === 'adopt' ? 2 : 3} of 3</p>
      <h1 className="heading-l" ref={heading} tabIndex={-1}>
        {TITLES[stage]}
      </h1>
      <form noValidate onSubmit={submit} className="stack">
        {stage === 'consent' ? (
          <>
            <p>Under the federal E-SIGN Act we need your consent before you sign electronically. In short:</p>
            <ul className="closing-steps">
              <li>You may ask for paper copies of any document, at no cost.</li>
              <li>You may withdraw your consent before you sign; your closing then continues on paper.</li>
              <li>It covers every document of this line of credit, from closing until the account is closed.</li>
              <li>Your signed documents stay downloadable from your application home.</li>
              <li>You need a current browser and a PDF reader. You opened the consent as a PDF, which shows you can.</li>
            </ul>
            <p>
              <Link to={paths.application.getHref(uuid, 'document/disclosures')}>Read the full consent</Link>
            </p>
            <Checkbox
              name="consent"
              label="I agree to use electronic records and signatures"
              checked={consent}
              error={errors.find((e) => e.field === 'consent')?.message}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <button type="submit" className="button">
              Continue
            </button>
          </>
        ) : null}
        {stage === 'adopt' ? (
          <>
            <FormField
              name="signedName"
              label="Type your full name"
              hint="As it is on your application. This becomes your signature on every document."
              error={errors.find((e) => e.field === 'signedName')?.message}
            >
              {(control) => (
                <TextInput
                  {...control}
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            {name.trim() ? (
              <p className="closing-signature" aria-label={`Your signature: ${name.trim()}`}>
                {name.trim()}
              </p>
            ) : null}
            <button type="submit" className="button">
              Adopt this signature
            </button>
          </>
        ) : null}
        {stage === 'sign' ? (
          <>
            <p>Select each place to sign it with your adopted signature.</p>
            <ul className="closing-places">
              {places.map((d) => (
                <li key={d.id} className="closing-place">
                  <span>
                    <strong>{d.title}</strong>
                    <br />
                    {placeLabel(d)}
                  </span>
                  {signed.has(d.id) ? (
                    <span className="closing-signature closing-signature--small">
                      <span className="visually-hidden">Signed by </span>
                      {name.trim()}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        setSigned(new Set([...signed, d.id]));
                        setErrors([]);
                      }}
                    >
                      Sign here<span className="visually-hidden">: {d.title}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <button type="submit" className="button" disabled={sign.isPending}>
              Finish signing
            </button>
          </>
        ) : null}
      </form>
      <p>
        <Link to={paths.application.getHref(uuid, 'signing/support')}>I do not want to sign</Link>
      </p>
    </div>
  );
}

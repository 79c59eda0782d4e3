import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSignerBookNotary, useSignerNotarySlots } from '../api/signer-area.ts';
import { signerHref } from '../signer-pages.ts';

const SLOT_REQUIRED = 'Please choose a time';
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * Page notary (signer): the signer's own remote notary session, from the times the notary platform offers (shown in
 * the signer's own time zone), booked as the borrower's notary/intro books theirs. Booking is the signer's last step.
 */
export function SignerNotaryPage({
  application,
  inPerson,
}: {
  application: SignerApplication;
  /**
   * The in-person notary's form (composed in src/app: it reuses the borrower's closing form's parts); once it has
   * booked, this page shows the appointment.
   */
  inPerson: ReactNode;
}) {
  const uuid = application.uuid;
  const navigate = useNavigate();
  const [mode, setMode] = useState<'remote' | 'in-person'>('remote');
  const toIntro = () => void navigate({ href: signerHref('intro', uuid) });
  const booked = application.progress === 'NOTARY_BOOKED';
  const slots = useSignerNotarySlots(uuid, !booked && application.progress === 'SIGNED');
  const book = useSignerBookNotary(uuid);
  const [start, setStart] = useState<string | undefined>();
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [submits, setSubmits] = useState(0);
  const server =
    book.error instanceof ApiError
      ? book.error.items.map((i) => ({ message: i.message, field: i.field }))
      : [];
  const items = problems.length > 0 ? problems : server;
  useDocumentTitle('Book your notary session', items.length > 0);

  if (booked && application.notary?.kind === 'MANUAL')
    return (
      <>
        <h1 className="heading-l">Your in-person notary appointment</h1>
        <p role="status">
          <strong>{when(application.notary.startsAt)}</strong>, about an hour.
        </p>
        <p>
          The notary calls you before the day to agree where to meet (your home, for example). Have your photo
          ID with you, and do not sign anything before the notary arrives.
        </p>
        <p>
          <a href={signerHref('intro', uuid)}>Back to your signing</a>
        </p>
      </>
    );
  if (booked && application.notary)
    return (
      <>
        <h1 className="heading-l">Your notary session is booked</h1>
        <p role="status">
          {when(application.notary.startsAt)}. The notary will email you a link to join from your phone or
          computer.
        </p>
        <p>
          <a href={signerHref('intro', uuid)}>Back to your signing</a>
        </p>
      </>
    );
  if (application.progress !== 'SIGNED')
    return (
      <>
        <h1 className="heading-l">Book your notary session</h1>
        <p>Please sign your documents first.</p>
        <p>
          <a className="button" href={signerHref('documents', uuid)}>
            Read and sign your documents
          </a>
        </p>
      </>
    );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const found = start ? [] : [{ message: SLOT_REQUIRED, field: 'start' }];
    setProblems(found);
    if (start) book.mutate({ kind: 'REMOTE', start }, { onSuccess: toIntro });
  }
  return (
    <>
      <ErrorSummary items={items} focusKey={String(submits)} />
      <h1 className="heading-l">Book your notary session</h1>
      {slots.data?.slots.length === 0 || mode === 'in-person' ? null : (
        <p>
          A commissioned notary meets you by video to witness your signature on the deed. It takes about 15
          minutes; have the ID you verified with you.
        </p>
      )}
      {slots.isPending ? (
        <Loading label="Loading the times on offer" />
      ) : slots.isError ? (
        <p role="alert">We could not load the times. Please reload the page in a moment.</p>
      ) : slots.data.slots.length === 0 ? (
        <>
          <p className="signer-notice" role="status">
            There are no online notary times available right now. A notary can meet you in person instead.
          </p>
          {inPerson}
        </>
      ) : mode === 'in-person' ? (
        <>
          {inPerson}
          <p>
            <button type="button" className="link-button" onClick={() => setMode('remote')}>
              Back to online notary times
            </button>
          </p>
        </>
      ) : (
        <>
          <form noValidate onSubmit={submit} className="stack">
            <RadioGroup
              name="start"
              legend="Choose a time"
              hint="Times are in your own time zone."
              options={slots.data.slots.slice(0, 8).map((s) => ({ value: s.start, label: when(s.start) }))}
              value={start}
              onChange={setStart}
              error={items.find((i) => i.field === 'start')?.message}
            />
            <div>
              <button type="submit" className="button" disabled={book.isPending}>
                {book.isPending ? 'Booking…' : 'Book this time'}
              </button>
            </div>
          </form>
          <p>
            <button type="button" className="link-button" onClick={() => setMode('in-person')}>
              I would rather meet a notary in person ($300)
            </button>
          </p>
        </>
      )}
    </>
  );
}

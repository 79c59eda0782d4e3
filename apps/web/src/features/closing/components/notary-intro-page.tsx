import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClosingView } from '@lintel/domain/application/closing';
import { NOTARY_DISCLOSURES_REQUIRED, SLOT_REQUIRED } from '@lintel/domain/application/notary';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotaryInvite } from '../use-notary-invite.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { useBookNotary, useNotarySlots } from '../api/notary.ts';
import { DocumentDownload } from './document-download.tsx';
import { NotaryChange } from './notary-change.tsx';
import { slotLabel } from './slot-label.ts';
import './closing.css';

const fullLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function Booked({ uuid, notary }: { uuid: string; notary: NonNullable<ClosingView['notary']> }) {
  useDocumentTitle('Your notary session is booked');
  const invite = useNotaryInvite(uuid, notary);
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Your notary session is booked</h1>
      {notary.startsAt ? (
        <p>
          <strong>{fullLabel.format(new Date(notary.startsAt))}</strong>
          {notary.notaryName ? ` with ${notary.notaryName}` : ''}, online, about 45 minutes.
        </p>
      ) : null}
      {invite ? (
        <p>
          <DocumentDownload
            file={invite}
            fileName="notary-session.ics"
            label="Add it to your calendar (.ics)"
          />
        </p>
      ) : null}
      <h2 className="heading-m">Before your session</h2>
      <ul className="closing-steps">
        <li>Have your government photo ID with you.</li>
        <li>Use a device with a camera and a microphone, in a quiet place with a good connection.</li>
        <li>Every owner of the home who signs the mortgage joins the session.</li>
      </ul>
      <p>
        <Link className="button" to={paths.application.getHref(uuid, 'notary/session')}>
          Get ready for your session
        </Link>
      </p>
      <p>
        Check your camera and microphone and verify your identity before the session; it takes about 5
        minutes.
      </p>
      <NotaryChange uuid={uuid} current={notary.startsAt} />
      <h2 className="heading-m">Proof of homeowners insurance</h2>
      <p>We need it before we can fund your line.</p>
      <p>
        <Link to={paths.application.getHref(uuid, 'insurance/requirements')}>
          Send your proof of insurance
        </Link>
      </p>
    </div>
  );
}

/**
 * Page notary/intro: at NOTARY_DISCLOSURE the remote online notary sessions on offer, shown in the borrower's own time
 * zone, and the booking (POST notary/session); once booked (DEED_SIGNING), the session with a calendar invitation.
 */
export function NotaryIntroPage({
  uuid,
  closing,
  bookable,
}: {
  uuid: string;
  closing: ClosingView;
  bookable: boolean;
}) {
  const slots = useNotarySlots(uuid, bookable);
  const book = useBookNotary(uuid);
  const [slot, setSlot] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle('Book your notary session', errors.length > 0);
  if (!bookable && closing.notary) return <Booked uuid={uuid} notary={closing.notary} />;

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const options = (slots.data?.slots ?? []).map((s) => ({
    value: s.start,
    label: slotLabel(s.start),
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const found: ErrorSummaryItem[] = [];
    if (!slot) found.push({ message: SLOT_REQUIRED, field: 'start' });
    if (!accepted) found.push({ message: NOTARY_DISCLOSURES_REQUIRED, field: 'disclosuresAccepted' });
    setErrors(found);
    if (found.length > 0 || !slot) return;
    book.mutate(
      { start: slot, disclosuresAccepted: true },
      { onError: (error) => setErrors(actionErrors(error)) },
    );
  }

  return (
    <div className="stack closing-page narrow">
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">Book your notary session</h1>
      <p>
        You sign your mortgage with a remote online notary, by video. The session takes about 45 minutes.
        Times are shown in your time zone ({zone}).
      </p>
      <form noValidate onSubmit={submit} className="stack">
        {slots.isError ? (
          <p role="alert">We could not load the available times. Please reload the page in a moment.</p>
        ) : !slots.data ? (
          <p role="status">Loading the available times…</p>
        ) : options.length === 0 ? (
          <p>
            There are no online notary times available right now.{' '}
            <Link to={paths.application.getHref(uuid, 'notary/schedule-manual')}>
              Schedule an in-person notary ($300)
            </Link>{' '}
            or call us at <LenderPhoneLink />.
          </p>
        ) : (
          <RadioGroup
            name="start"
            legend="Choose a time"
            error={errors.find((e) => e.field === 'start')?.message}
            options={options}
            value={slot}
            onChange={setSlot}
          />
        )}
        <p>
          <Link to={paths.application.getHref(uuid, 'document/disclosures')}>
            Read your notary disclosures
          </Link>
        </p>
        <Checkbox
          name="disclosuresAccepted"
          label="I have reviewed the notary disclosures"
          checked={accepted}
          error={errors.find((e) => e.field === 'disclosuresAccepted')?.message}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <button type="submit" className="button" disabled={book.isPending || options.length === 0}>
          Book this time
        </button>
      </form>
      {options.length > 0 ? (
        <p>
          Prefer to sign in person?{' '}
          <Link to={paths.application.getHref(uuid, 'notary/schedule-manual')}>
            Schedule an in-person notary ($300)
          </Link>
        </p>
      ) : null}
    </div>
  );
}

import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClosingView } from '@lintel/domain/application/closing';
import {
  MANUAL_NOTARY_FEE_DOLLARS,
  MANUAL_NOTARY_MAX_DAYS,
  MANUAL_NOTARY_MIN_DAYS,
  MANUAL_TIME_RANGE,
  MANUAL_TIME_REQUIRED,
  NOTARY_DISCLOSURES_REQUIRED,
} from '@lintel/domain/application/notary';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotaryInvite } from '../use-notary-invite.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { useRequestManualNotary } from '../api/notary-changes.ts';
import { DocumentDownload } from './document-download.tsx';
import './closing.css';

const DAY_MS = 86_400_000;
// Appointment times a travelling notary offers, in the borrower's own time zone.
export const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
export const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'a.m.' : 'p.m.'}`;
const fullLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const longDayLabel = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
/** "December 3, 2026" for a yyyy-mm-dd day of the borrower's calendar. */
export const longDay = (day: string) => longDayLabel.format(new Date(`${day}T12:00:00`));
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The local date and hour as an instant, or undefined when the date is not a real one. */
export function localInstant(day: string, hour: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || !hour) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(hour));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Page notary/schedule-manual (NOTARY_DISCLOSURE, a child of notary/intro): an in-person notary at a date and time the
 * borrower asks for, 2 to 30 days ahead, in their own time zone; $300 (spec 001 §1). POST notary/manual, then the
 * router shows notary/reserve-manual.
 */
export function ScheduleManualPage({ uuid }: { uuid: string }) {
  const request = useRequestManualNotary(uuid);
  const [day, setDay] = useState('');
  const [hour, setHour] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle('Schedule an in-person notary', errors.length > 0);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [min, max] = useMemo(() => {
    const now = Date.now();
    return [
      isoDay(new Date(now + (MANUAL_NOTARY_MIN_DAYS + 1) * DAY_MS)),
      isoDay(new Date(now + (MANUAL_NOTARY_MAX_DAYS - 1) * DAY_MS)),
    ];
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const found: ErrorSummaryItem[] = [];
    const when = localInstant(day, hour);
    if (!when) found.push({ message: MANUAL_TIME_REQUIRED, field: day ? 'hour' : 'day' });
    else if (day < min || day > max) found.push({ message: MANUAL_TIME_RANGE, field: 'day' });
    if (!accepted) found.push({ message: NOTARY_DISCLOSURES_REQUIRED, field: 'disclosuresAccepted' });
    setErrors(found);
    if (found.length > 0 || !when) return;
    request.mutate(
      { requestedTime: when.toISOString(), disclosuresAccepted: true },
      {
        onError: (error) =>
          setErrors(
            actionErrors(error).map((e) => (e.field === 'requestedTime' ? { ...e, field: 'day' } : e)),
          ),
      },
    );
  }

  const fieldError = (field: string) => errors.find((e) => e.field === field)?.message;
  return (
    <div className="stack closing-page narrow">
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">Schedule an in-person notary</h1>
      <p>
        A notary comes to you to watch you sign the mortgage and check your photo ID. An in-person notary
        costs <strong>${MANUAL_NOTARY_FEE_DOLLARS}</strong>. Choose a day {MANUAL_NOTARY_MIN_DAYS} to{' '}
        {MANUAL_NOTARY_MAX_DAYS} days from today; times are in your time zone ({zone}).
      </p>
      <form noValidate onSubmit={submit} className="stack">
        <FormField
          name="day"
          label="Day"
          hint={`Between ${longDay(min)} and ${longDay(max)}`}
          error={fieldError('day')}
        >
          {(control) => (
            <TextInput
              {...control}
              type="date"
              min={min}
              max={max}
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          )}
        </FormField>
        <FormField name="hour" label="Time" error={fieldError('hour')}>
          {(control) => (
            <select {...control} className="input" value={hour} onChange={(e) => setHour(e.target.value)}>
              <option value="">Choose a time</option>
              {HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p>
          <Link to={paths.application.getHref(uuid, 'document/disclosures')}>
            Read your notary disclosures
          </Link>
        </p>
        <Checkbox
          name="disclosuresAccepted"
          label={`I have reviewed the notary disclosures and agree to the $${MANUAL_NOTARY_FEE_DOLLARS} fee`}
          checked={accepted}
          error={fieldError('disclosuresAccepted')}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <button type="submit" className="button" disabled={request.isPending}>
          Request this appointment
        </button>
      </form>
      <p>
        <Link to={paths.application.getHref(uuid, 'notary/intro')}>Back to online notary times</Link>
      </p>
    </div>
  );
}

/** Page notary/reserve-manual (MANUAL_DEED_SIGNING): the in-person appointment asked for, its fee and invitation. */
export function ReserveManualPage({ uuid, closing }: { uuid: string; closing: ClosingView }) {
  useDocumentTitle('Your in-person notary appointment');
  const notary = closing.notary;
  const invite = useNotaryInvite(uuid, notary);
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Your in-person notary appointment</h1>
      {notary?.startsAt ? (
        <p>
          <strong>{fullLabel.format(new Date(notary.startsAt))}</strong>
          {notary.notaryName ? ` with ${notary.notaryName}` : ''}, about an hour.
        </p>
      ) : null}
      <p>
        The notary calls you before the day to agree where to meet (your home, for example). An in-person
        notary costs ${MANUAL_NOTARY_FEE_DOLLARS}.
      </p>
      {invite ? (
        <p>
          <DocumentDownload
            file={invite}
            fileName="notary-appointment.ics"
            label="Add it to your calendar (.ics)"
          />
        </p>
      ) : null}
      <h2 className="heading-m">Before your appointment</h2>
      <ul className="closing-steps">
        <li>Have your government photo ID with you.</li>
        <li>Every owner of the home who signs the mortgage must be there.</li>
        <li>Do not sign anything before the notary arrives.</li>
      </ul>
      <p>
        To change or cancel the appointment, call us at <LenderPhoneLink />.
      </p>
      <h2 className="heading-m">Proof of homeowners insurance</h2>
      <p>
        We need it before we can fund your line.{' '}
        <Link to={paths.application.getHref(uuid, 'insurance/requirements')}>
          Send your proof of insurance
        </Link>
      </p>
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  ID_CONFIRM_REQUIRED,
  KBA_ANSWER_REQUIRED,
  KBA_PASS_MARK,
  KBA_QUESTION_COUNT,
  KBA_SECONDS,
  type IdentityProofing,
} from '@lintel/domain/application/notary-identity';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { LiveMessage } from '../../../components/ui/live-message.tsx';
import { paths } from '../../../config/paths.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { useAnswerNotaryQuiz, useStartNotaryQuiz } from '../api/notary-identity.ts';

const untilLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** Seconds left until `expiresAt`, ticking each second (the server decides; this only shows it). */
function useSecondsLeft(expiresAt: string) {
  const left = () => Math.max(0, Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() reads only expiresAt
  }, [expiresAt]);
  return seconds;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function Quiz({ uuid, quiz }: { uuid: string; quiz: NonNullable<IdentityProofing['quiz']> }) {
  const answer = useAnswerNotaryQuiz(uuid);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const seconds = useSecondsLeft(quiz.expiresAt);
  // Spoken at a few moments only: a live region read every second would drown the questions.
  const spoken =
    seconds === 60 ? '1 minute left' : seconds === 30 ? '30 seconds left' : seconds === 0 ? 'Time is up' : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const missing = quiz.questions
      .filter((q) => !chosen[q.id])
      .map((q) => ({ message: KBA_ANSWER_REQUIRED, field: `kba-${q.id}` }));
    setErrors(missing);
    if (missing.length > 0) return;
    answer.mutate(
      {
        quizId: quiz.id,
        answers: quiz.questions.map((q) => ({ questionId: q.id, choice: chosen[q.id] ?? '' })),
      },
      { onError: (error) => setErrors(actionErrors(error)) },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="stack">
      <ErrorSummary items={errors} focusKey={attempts} />
      <p>
        <span className="quiz-timer" aria-hidden="true">
          Time left: {clock(seconds)}
        </span>
        <span className="visually-hidden">You have 2 minutes for these questions.</span>
        <LiveMessage message={spoken} />
      </p>
      {quiz.questions.map((q, index) => (
        <RadioGroup
          key={q.id}
          name={`kba-${q.id}`}
          legend={`${index + 1}. ${q.prompt}`}
          error={errors.find((e) => e.field === `kba-${q.id}`)?.message}
          options={q.choices.map((c) => ({ value: c, label: c }))}
          value={chosen[q.id]}
          onChange={(value) => setChosen((all) => ({ ...all, [q.id]: value }))}
        />
      ))}
      <button type="submit" className="button" disabled={answer.isPending || seconds === 0}>
        Send my answers
      </button>
      {seconds === 0 ? (
        <p role="alert">
          The 2 minutes have passed; this counts as one try.{' '}
          <button type="button" className="link-button" onClick={() => window.location.reload()}>
            See what you can do next
          </button>
        </p>
      ) : null}
    </form>
  );
}

function Start({ uuid, proofing }: { uuid: string; proofing: IdentityProofing }) {
  const navigate = useNavigate();
  const start = useStartNotaryQuiz(uuid);
  const [atHand, setAtHand] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const last = proofing.lastResult;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!atHand) {
      setErrors([{ message: ID_CONFIRM_REQUIRED, field: 'idAtHand' }]);
      return;
    }
    setErrors([]);
    start.mutate(undefined, {
      onError: (error) => {
        const found = actionErrors(error);
        // A photo ID the check cannot read is not something another try fixes: the error page says what will.
        if (found.some((e) => e.field === 'credential'))
          void navigate({ to: paths.application.getHref(uuid, 'notary/error') });
        else setErrors(found);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="stack">
      <ErrorSummary items={errors} focusKey={attempts} />
      {last && !last.passed ? (
        <p className="closing-notice" role="status">
          {last.expired
            ? 'Your last try ran out of time.'
            : `You answered ${last.correct} of ${KBA_QUESTION_COUNT} questions correctly; ${KBA_PASS_MARK} are needed.`}{' '}
          You have {proofing.triesLeft} {proofing.triesLeft === 1 ? 'try' : 'tries'} left in the next 24
          hours.
        </p>
      ) : null}
      <p>
        First we check the photo ID you gave us. Then you answer {KBA_QUESTION_COUNT} questions about your own
        records (addresses, for example) within {KBA_SECONDS / 60} minutes; {KBA_PASS_MARK} right answers
        verify you. You have 2 tries in 24 hours.
      </p>
      <Checkbox
        name="idAtHand"
        label="I have my photo ID with me and I am ready to start the 2 minutes"
        checked={atHand}
        error={errors.find((e) => e.field === 'idAtHand')?.message}
        onChange={(event) => setAtHand(event.target.checked)}
      />
      <button type="submit" className="button" disabled={start.isPending}>
        Check my ID and start the questions
      </button>
    </form>
  );
}

/** Identity proofing as remote notarization requires: the ID check, then 5 questions (decision 208). */
export function IdentityProofingPart({ uuid, proofing }: { uuid: string; proofing: IdentityProofing }) {
  return (
    <section className="stack" aria-labelledby="identity-title">
      <h2 id="identity-title" className="heading-m">
        2. Verify your identity
      </h2>
      {proofing.status === 'PASSED' ? (
        <p role="status">
          <strong>Your identity is verified.</strong> Your photo ID was checked and you answered the
          questions.
        </p>
      ) : proofing.status === 'LOCKED' ? (
        <div className="closing-notice" role="alert">
          <p>
            <strong>You have used both tries at the identity questions.</strong> For your security you can try
            again after{' '}
            {proofing.lockedUntil ? untilLabel.format(new Date(proofing.lockedUntil)) : '24 hours'}.
          </p>
          <p>
            If your session is sooner, call us at <LenderPhoneLink /> to move it or to sign with an in-person
            notary.
          </p>
        </div>
      ) : proofing.status === 'IN_PROGRESS' && proofing.quiz ? (
        <Quiz uuid={uuid} quiz={proofing.quiz} />
      ) : (
        <Start uuid={uuid} proofing={proofing} />
      )}
    </section>
  );
}

import { SURVEY_COMMENT_MAX_LENGTH } from '@lintel/domain/chat/chat-contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { CHAT_ENDED_TITLE, CHAT_INIT_FAILED, START_NEW_CHAT, TAKE_SURVEY } from '../chat-copy.ts';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: ['', 'Very poor', 'Poor', 'Fair', 'Good', 'Excellent'][n] as string,
}));
const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

/** Spec §2: the ended panel, 'Take the survey' and 'Start new chat'; the survey's questions are ours (decision 203). */
export function ChatEnded({
  onSurvey,
  onStartNew,
  canSurvey,
}: {
  onSurvey: (answer: { rating: number; resolved: 'YES' | 'NO'; comment?: string }) => Promise<void>;
  onStartNew: () => void;
  canSurvey: boolean;
}) {
  const [surveying, setSurveying] = useState(false);
  const [rating, setRating] = useState<string>();
  const [resolved, setResolved] = useState<string>();
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const [tried, setTried] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The input gave way to this panel: focus and show its heading, so keyboard and screen reader users are told.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!rating || !resolved) return;
    try {
      await onSurvey({
        rating: Number(rating),
        resolved: resolved as 'YES' | 'NO',
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      setSent(true);
    } catch {
      setError(CHAT_INIT_FAILED);
    }
  };

  return (
    <div className="chat-ended stack" data-testid="chat-ended">
      <h3 className="heading-s" tabIndex={-1} ref={heading}>
        {CHAT_ENDED_TITLE}
      </h3>
      {sent ? <p role="status">Thank you for your answers.</p> : null}
      {surveying && !sent ? (
        <form noValidate className="stack" onSubmit={(event) => void submit(event)}>
          <RadioGroup
            name="chat-survey-rating"
            legend="How was your chat?"
            options={RATINGS}
            value={rating}
            onChange={setRating}
            error={tried && !rating ? 'Please choose a rating' : undefined}
          />
          <RadioGroup
            name="chat-survey-resolved"
            legend="Did we answer your question?"
            options={YES_NO}
            value={resolved}
            onChange={setResolved}
            inline
            error={tried && !resolved ? 'Please choose yes or no' : undefined}
          />
          <div className="form-group">
            <label className="label" htmlFor="chat-survey-comment">
              Anything else you’d like to tell us? (optional)
            </label>
            <textarea
              id="chat-survey-comment"
              className="input"
              rows={3}
              maxLength={SURVEY_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          {error ? (
            <p className="error-message" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button">
            Send answers
          </button>
        </form>
      ) : null}
      <div className="button-group">
        {canSurvey && !surveying && !sent ? (
          <button type="button" className="button" onClick={() => setSurveying(true)}>
            {TAKE_SURVEY}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onStartNew}>
          {START_NEW_CHAT}
        </button>
      </div>
    </div>
  );
}

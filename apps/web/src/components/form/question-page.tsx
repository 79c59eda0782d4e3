import type { FormEvent, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ErrorSummary } from './error-summary.tsx';
import type { ErrorSummaryItem } from './error-summary.tsx';
import { useDocumentTitle } from '../layouts/use-document-title.ts';

interface QuestionPageProps {
  /** The question; it is the page title, and the field inside uses it as its heading label. */
  title: string;
  backHref?: string;
  errors: readonly ErrorSummaryItem[];
  focusKey: string | number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  submitting?: boolean;
  children: ReactNode;
}

/** One question per page (guide practice 7): back link, error summary, the field, a Continue button. */
export function QuestionPage({
  title,
  backHref,
  errors,
  focusKey,
  onSubmit,
  submitLabel = 'Continue',
  submitting = false,
  children,
}: QuestionPageProps) {
  useDocumentTitle(title, errors.length > 0);
  return (
    <div className="question-page">
      {backHref ? (
        <Link to={backHref} className="back-link">
          Back
        </Link>
      ) : null}
      <ErrorSummary items={errors} focusKey={focusKey} />
      <form noValidate onSubmit={onSubmit}>
        {children}
        <button type="submit" className="button" disabled={submitting}>
          {submitLabel}
        </button>
      </form>
    </div>
  );
}

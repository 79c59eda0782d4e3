import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { fieldId } from './form-field.tsx';

export interface ErrorSummaryItem {
  message: string;
  /** The field the message belongs to; the summary links to it. Absent for messages about the whole form. */
  field?: string | undefined;
}

interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Changes on every failed submit, so focus moves to the summary again even when the messages did not change. */
  focusKey: string | number;
  title?: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const target = document.getElementById(fieldId(field));
  if (!target) return;
  // The browser's own jump would hide the label above the input; focusing keeps both in view.
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

/** GOV.UK error summary: takes focus on a failed submit and links each message to its field. */
export function ErrorSummary({ items, focusKey, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0;
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [focusKey, visible]);
  if (!visible) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title" role="alert">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, index) => (
          <li key={`${item.field ?? ''}-${index}`}>
            {item.field ? (
              <a
                href={`#${fieldId(item.field)}`}
                onClick={(event) => focusField(event, item.field as string)}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { ReactNode } from 'react';
import { ErrorMessage, fieldId } from './form-field.tsx';

interface FieldsetProps {
  /** The field's name: the ids of its hint and error, as the error summary's links expect. */
  name: string;
  legend: ReactNode;
  /** On a question page the legend is the page heading (GOV.UK pattern). */
  legendAsHeading?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** A class of the group's own, beside form-group. */
  className?: string;
  /** While the group's working parts are on their way (the upload control, decision 233). */
  busy?: boolean;
  children: ReactNode;
  /** What belongs to the group but not inside its fieldset (a live region). */
  after?: ReactNode;
}

/**
 * The fieldset of a group of inputs (radios, checkboxes, the upload control): its legend, hint and error beneath the
 * legend (spec 001 §5), and the fieldset described by both. One place, so every group reads the same to a screen
 * reader and shows its error the same way.
 */
export function Fieldset({
  name,
  legend,
  legendAsHeading,
  hint,
  error,
  className,
  busy,
  children,
  after,
}: FieldsetProps) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const group = error ? 'form-group form-group--error' : 'form-group';
  return (
    <div className={className ? `${group} ${className}` : group}>
      <fieldset className="fieldset" aria-busy={busy ? true : undefined} aria-describedby={describedBy}>
        <legend className={legendAsHeading ? 'fieldset__legend heading-l' : 'fieldset__legend label'}>
          {legendAsHeading ? <h1 className="fieldset__heading">{legend}</h1> : legend}
        </legend>
        {hint ? (
          <div id={hintId} className="hint">
            {hint}
          </div>
        ) : null}
        <ErrorMessage id={errorId} error={error} />
        {children}
      </fieldset>
      {after}
    </div>
  );
}

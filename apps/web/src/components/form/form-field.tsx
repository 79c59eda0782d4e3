import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error (guide practice 8). */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** On a question page the label is the page heading (GOV.UK pattern). */
  labelAsHeading?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldId(name: string): string {
  return `field-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** A field's or a group's error, read first as "Error:" by a screen reader; nothing without one. */
export function ErrorMessage({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="error-message">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  ) : null;
}

/** One field: label, optional hint, the control, and its error beneath it (spec 001 §5). */
export function FormField({ name, label, hint, error, labelAsHeading, children }: FormFieldProps) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label className={labelAsHeading ? 'label label--heading' : 'label'} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={error ? 'form-group form-group--error' : 'form-group'}>
      {labelAsHeading ? <h1 className="heading-l">{labelElement}</h1> : labelElement}
      {hint ? (
        <div id={hintId} className="hint">
          {hint}
        </div>
      ) : null}
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <ErrorMessage id={errorId} error={error} />
    </div>
  );
}

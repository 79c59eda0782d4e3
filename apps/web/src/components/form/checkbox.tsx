import type { ComponentProps, ReactNode } from 'react';
import { ErrorMessage, fieldId } from './form-field.tsx';
import './choices.css';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

/** One checkbox with its label, and its error beneath (consents). Works with react-hook-form's register(). */
export function Checkbox({ name, label, error, ...input }: CheckboxProps) {
  const id = fieldId(name);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'form-group form-group--error' : 'form-group'}>
      <div className="choice">
        <input
          {...input}
          className="choice__input"
          type="checkbox"
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label className="choice__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <ErrorMessage id={errorId} error={error} />
    </div>
  );
}

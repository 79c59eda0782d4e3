import type { ReactNode } from 'react';
import { Choice } from './choice.tsx';
import { Fieldset } from './fieldset.tsx';
import { fieldId } from './form-field.tsx';
import './choices.css';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  /** On a question page the legend is the page heading (GOV.UK pattern). */
  legendAsHeading?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  inline?: boolean;
}

/**
 * A fieldset of radios. The first radio carries the field's id, so the error summary's link focuses the group
 * (spec 001 §5: errors beneath their fields).
 */
export function RadioGroup({
  name,
  legend,
  legendAsHeading,
  hint,
  error,
  options,
  value,
  onChange,
  inline,
}: RadioGroupProps) {
  const id = fieldId(name);
  return (
    <Fieldset name={name} legend={legend} legendAsHeading={legendAsHeading} hint={hint} error={error}>
      <div className={inline ? 'choices choices--inline' : 'choices'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <Choice
              key={option.value}
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              invalid={Boolean(error)}
              label={option.label}
              hint={option.hint}
            />
          );
        })}
      </div>
    </Fieldset>
  );
}

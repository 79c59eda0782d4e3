import { useState } from 'react';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import './start.css';

interface SsnFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** 123456789 -> 123-45-6789 as the borrower types; anything but digits is dropped. */
export function formatSsnInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The SSN, masked while typed (Show reveals it), as on credit/social; it is sent once and never shown back. */
export function SsnField({ value, onChange, error }: SsnFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      name="ssn"
      label="Social Security number"
      error={error}
      hint="We need it for the full credit check and the documents of your line. We store it encrypted and use it only for your application."
    >
      {(control) => (
        <div className="start-ssn">
          <TextInput
            {...control}
            className="start-input-short"
            type={visible ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(formatSsnInput(event.target.value))}
          />
          <button
            type="button"
            className="button button--secondary"
            aria-label={`${visible ? 'Hide' : 'Show'} Social Security number`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FormField>
  );
}

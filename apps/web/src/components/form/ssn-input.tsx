import { useState } from 'react';
import type { FieldControlProps } from './form-field.tsx';
import { TextInput } from './text-input.tsx';
import './ssn-input.css';

/** 123456789 -> 123-45-6789 as the borrower types; anything but digits is dropped. */
export function formatSsnInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

interface SsnInputProps {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The SSN control of credit/social and start/profile: masked while typed (Show reveals it), formatted as typed,
 * never autocompleted; it is sent once and never shown back.
 */
export function SsnInput({ control, value, onChange }: SsnInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="ssn-input">
      <TextInput
        {...control}
        className="ssn-input__field"
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
  );
}

import type { ComponentProps } from 'react';
import { TextInput } from './text-input.tsx';

type NationalPhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'maxLength'> & {
  value: string;
  /** The national format of the country that applies (spec 001 §2): registration's choice, or the US's. */
  format: (typed: string) => string;
  /** The formatted number's longest length in that country. */
  maxLength: number;
  onValueChange: (value: string) => void;
};

/** A phone number formatted nationally as it is typed, no longer than the country's format allows. */
export function NationalPhoneInput({ value, format, maxLength, onValueChange, ...props }: NationalPhoneInputProps) {
  return (
    <TextInput
      autoComplete="tel-national"
      {...props}
      type="tel"
      inputMode="tel"
      maxLength={maxLength}
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        // Formatting while deleting a bracket or dash would put it straight back.
        onValueChange(typed.length < value.length ? typed : format(typed));
      }}
    />
  );
}

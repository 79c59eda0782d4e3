import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import { TextInput } from './text-input.tsx';
import './dollar-input.css';

const KEPT = /[\d.]/;

/**
 * A dollar amount as the borrower types it, grouped as the spec's money is shown ("250000" -> "250,000"). Only digits
 * and the first decimal point are kept: cents are left for the form's schema to refuse in its own words.
 */
export function formatDollarsInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('')}` : grouped;
}

/** A dollar amount as typed ("250,000", "$250000"): a number, NaN when it is not one, undefined when empty. */
export function parseDollars(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/** Where the caret goes in `formatted` so that it follows the same number of kept characters as before. */
function caretAfter(kept: number, formatted: string): number {
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (seen === kept) return index;
    if (KEPT.test(formatted.charAt(index))) seen++;
  }
  return formatted.length;
}

interface DollarInputProps {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A whole-dollar amount (product/assets, bpo/estimate-value): labelled, described by its hint and error, a "$" before
 * it, the numeric keyboard on phones, and grouped by thousands as it is typed without the caret jumping to the end.
 */
export function DollarInput({ name, label, hint, error, value, onChange }: DollarInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (caret.current === undefined || input.current !== document.activeElement) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  }, [value]);

  return (
    <FormField name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="dollar-input">
          <span aria-hidden="true">$</span>
          <TextInput
            {...control}
            ref={input}
            className="input--short"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              const typed = event.target.value;
              const before = typed.slice(0, event.target.selectionStart ?? typed.length);
              const formatted = formatDollarsInput(typed);
              caret.current = caretAfter([...before].filter((c) => KEPT.test(c)).length, formatted);
              onChange(formatted);
            }}
          />
        </div>
      )}
    </FormField>
  );
}

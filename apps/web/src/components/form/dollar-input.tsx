import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { formatDollarsInput } from './dollar-text.ts';
import { FormField } from './form-field.tsx';
import { TextInput } from './text-input.tsx';
import './dollar-input.css';

const KEPT = /[\d.]/;

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

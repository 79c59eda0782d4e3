import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DollarInput } from '../../../src/components/form/dollar-input.tsx';
import { formatDollarsInput, parseDollars } from '../../../src/components/form/dollar-text.ts';

function Amount({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <DollarInput
      name="amount"
      label="Total liquid assets"
      hint="The total value today, in dollars"
      error={error}
      value={value}
      onChange={setValue}
    />
  );
}

/** What a browser does on a keystroke: the new text with the caret in it, then an input event. */
function typeAsBrowser(input: HTMLInputElement, text: string, caret: number) {
  // The prototype's setter, as React's own tests do: React then sees the change as the borrower's.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('DollarInput', () => {
  it('is labelled, described by its hint, and asks phones for the numeric keyboard', () => {
    render(<Amount />);
    const input = screen.getByLabelText('Total liquid assets');
    expect(input).toHaveAccessibleDescription('The total value today, in dollars');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is marked invalid and described by its error', () => {
    render(<Amount error="Must be at least $1" />);
    const input = screen.getByLabelText('Total liquid assets');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Error: ?Must be at least \$1$/);
  });

  it('groups the dollars by thousands as they are typed, dropping what is not a number', async () => {
    render(<Amount />);
    const input = screen.getByLabelText('Total liquid assets');
    await userEvent.type(input, '$1250000');
    expect(input).toHaveValue('1,250,000');
    await userEvent.clear(input);
    await userEvent.type(input, 'lots');
    expect(input).toHaveValue('');
  });

  it('keeps the caret where the borrower is typing when the grouping changes', async () => {
    render(<Amount />);
    const input = screen.getByLabelText<HTMLInputElement>('Total liquid assets');
    await userEvent.type(input, '125000');
    expect(input).toHaveValue('125,000');
    // A 3 typed after the "1", as a browser reports it: the new text, the caret after the 3. Writing the regrouped
    // value back would put the caret at the end; it stays after the 3.
    typeAsBrowser(input, '1325,000', 2);
    expect(input).toHaveValue('1,325,000');
    expect(input.selectionStart).toBe(3);
  });
});

describe('formatDollarsInput and parseDollars', () => {
  it('formats what borrowers type as grouped dollars, leaving cents for the schema to refuse', () => {
    expect(formatDollarsInput('250000')).toBe('250,000');
    expect(formatDollarsInput('$250,000')).toBe('250,000');
    expect(formatDollarsInput('999')).toBe('999');
    expect(formatDollarsInput('1234.5')).toBe('1,234.5');
    expect(formatDollarsInput('12.3.4')).toBe('12.34');
    expect(formatDollarsInput('ten')).toBe('');
  });

  it('reads what borrowers type', () => {
    expect(parseDollars('')).toBeUndefined();
    expect(parseDollars(' $1,250 ')).toBe(1250);
    expect(parseDollars('12.5')).toBe(12.5);
    expect(parseDollars('ten')).toBeNaN();
  });
});

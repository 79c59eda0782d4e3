import type { FormEvent } from 'react';
import { FreezePinField } from './freeze-pin-field.tsx';

interface PinFormProps {
  label: string;
  pin: string;
  error: string | undefined;
  busy: boolean;
  onPinChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function PinForm({ label, pin, error, busy, onPinChange, onSubmit }: PinFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="stack">
      <FreezePinField label={label} value={pin} error={error} onChange={onPinChange} />
      <button type="submit" className="button" disabled={busy}>
        Continue with this PIN
      </button>
    </form>
  );
}

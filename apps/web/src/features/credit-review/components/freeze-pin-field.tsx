import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import './credit-review.css';

export const PIN_FIELD = 'pin';

interface FreezePinFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The PIN the bureau gave with the freeze: digits only, not echoed in the clear by password managers' autofill. */
export function FreezePinField({ label, value, error, onChange }: FreezePinFieldProps) {
  return (
    <FormField
      name={PIN_FIELD}
      label={label}
      error={error}
      hint="The 4 to 10 digit PIN the credit bureau gave you when you froze your credit."
    >
      {(control) => (
        <TextInput
          {...control}
          className="input--narrow"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 10))}
        />
      )}
    </FormField>
  );
}

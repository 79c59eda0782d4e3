import { FormField } from '../../../components/form/form-field.tsx';
import { SsnInput } from '../../../components/form/ssn-input.tsx';

interface SsnFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The SSN on start/profile, asked only when the application holds none. */
export function SsnField({ value, onChange, error }: SsnFieldProps) {
  return (
    <FormField
      name="ssn"
      label="Social Security number"
      error={error}
      hint="We need it for the full credit check and the documents of your line. We store it encrypted and use it only for your application."
    >
      {(control) => <SsnInput control={control} value={value} onChange={onChange} />}
    </FormField>
  );
}

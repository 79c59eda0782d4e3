import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';

interface AddressFieldsProps {
  prefix: string;
  register: UseFormRegister<FieldValues>;
  errorFor: (field: string) => string | undefined;
  showStreet2: boolean;
  onShowStreet2: () => void;
}

/** The address typed by hand ('Address not listed') or the chosen suggestion, editable; Apt/Suite on request. */
export function AddressFields({
  prefix,
  register,
  errorFor,
  showStreet2,
  onShowStreet2,
}: AddressFieldsProps) {
  const field = (name: string) => `${prefix}.${name}`;
  return (
    <div className="stack">
      <FormField name={field('street1')} label="Street address" error={errorFor(field('street1'))}>
        {(control) => <TextInput {...control} {...register(field('street1'))} autoComplete="address-line1" />}
      </FormField>
      {showStreet2 ? (
        <FormField name={field('street2')} label="Apt/Suite (optional)" error={errorFor(field('street2'))}>
          {(control) => (
            <TextInput {...control} {...register(field('street2'))} autoComplete="address-line2" />
          )}
        </FormField>
      ) : (
        <button type="button" className="link-button" onClick={onShowStreet2}>
          Add Apt/Suite
        </button>
      )}
      <FormField name={field('city')} label="City" error={errorFor(field('city'))}>
        {(control) => <TextInput {...control} {...register(field('city'))} autoComplete="address-level2" />}
      </FormField>
      <div className="address-fields__row">
        <FormField
          name={field('state')}
          label="State"
          hint="Two letters, for example CA"
          error={errorFor(field('state'))}
        >
          {(control) => (
            <TextInput
              {...control}
              {...register(field('state'))}
              className="input--short"
              autoComplete="address-level1"
              maxLength={2}
            />
          )}
        </FormField>
        <FormField name={field('zip')} label="ZIP code" error={errorFor(field('zip'))}>
          {(control) => (
            <TextInput
              {...control}
              {...register(field('zip'))}
              className="input--short"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}

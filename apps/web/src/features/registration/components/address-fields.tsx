import type { ChangeEvent } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';

export const ADDRESS_KEYS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** The form's path of each address line, such as 'propertyAddress.street1'. */
export type AddressPaths<T extends FieldValues> = Record<AddressKey, Path<T>>;

/**
 * What binds an address line's input to its form: react-hook-form's `register` (the classic registration) or
 * useLightScreenForm's (register-v2). Whatever else it returns (a ref, onBlur, the value) is spread onto the input too.
 */
export type RegisterAddressLine<T extends FieldValues> = (path: Path<T>) => {
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
};

interface AddressFieldsProps<T extends FieldValues> {
  paths: AddressPaths<T>;
  register: RegisterAddressLine<T>;
  errorFor: (field: Path<T>) => string | undefined;
  showStreet2: boolean;
  onShowStreet2: () => void;
}

/** The address typed by hand ('Address not listed') or the chosen suggestion, editable; Apt/Suite on request. */
export function AddressFields<T extends FieldValues>({
  paths,
  register,
  errorFor,
  showStreet2,
  onShowStreet2,
}: AddressFieldsProps<T>) {
  return (
    <div className="stack">
      <FormField name={paths.street1} label="Street address" error={errorFor(paths.street1)}>
        {(control) => <TextInput {...control} {...register(paths.street1)} autoComplete="address-line1" />}
      </FormField>
      {showStreet2 ? (
        <FormField name={paths.street2} label="Apt/Suite (optional)" error={errorFor(paths.street2)}>
          {(control) => <TextInput {...control} {...register(paths.street2)} autoComplete="address-line2" />}
        </FormField>
      ) : (
        <button type="button" className="link-button" onClick={onShowStreet2}>
          Add Apt/Suite
        </button>
      )}
      <FormField name={paths.city} label="City" error={errorFor(paths.city)}>
        {(control) => <TextInput {...control} {...register(paths.city)} autoComplete="address-level2" />}
      </FormField>
      <div className="address-fields__row">
        <FormField
          name={paths.state}
          label="State"
          hint="Two letters, for example CA"
          error={errorFor(paths.state)}
        >
          {(control) => (
            <TextInput
              {...control}
              {...register(paths.state)}
              className="input--short"
              autoComplete="address-level1"
              maxLength={2}
            />
          )}
        </FormField>
        <FormField name={paths.zip} label="ZIP code" error={errorFor(paths.zip)}>
          {(control) => (
            <TextInput
              {...control}
              {...register(paths.zip)}
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

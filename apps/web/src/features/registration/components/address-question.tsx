import { useState } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { AddressSuggestion } from '@lintel/domain/reference-data/address-suggestion';
import { ADDRESS_KEYS, AddressFields } from './address-fields.tsx';
import type { AddressKey, AddressPaths, RegisterAddressLine } from './address-fields.tsx';
import { AddressSearch } from './address-search.tsx';

/** The fields of form values `T` that hold an address: every address line is a field beneath them. */
export type AddressPrefix<T extends FieldValues> = {
  [P in Path<T>]: `${P}.${AddressKey}` extends Path<T> ? P : never;
}[Path<T>];

/**
 * The address lines' paths under `prefix`. AddressPrefix<T> has already proved each of them is a field of T; the
 * compiler cannot follow a template literal built from a generic, hence the one cast.
 */
function addressPaths<T extends FieldValues>(prefix: AddressPrefix<T>): AddressPaths<T> {
  const path = (key: AddressKey) => `${prefix}.${key}` as Path<T>;
  return {
    street1: path('street1'),
    street2: path('street2'),
    city: path('city'),
    state: path('state'),
    zip: path('zip'),
  };
}

/** The part of a form the question uses: react-hook-form's (classic registration) or useLightScreenForm's. */
export interface AddressForm<T extends FieldValues> {
  getValues(path: AddressPrefix<T>): unknown;
  setValue(path: Path<T>, value: PathValue<T, Path<T>>): void;
  register: RegisterAddressLine<T>;
}

interface AddressQuestionProps<T extends FieldValues> {
  prefix: AddressPrefix<T>;
  label: string;
  form: AddressForm<T>;
  errorFor: (field: Path<T>) => string | undefined;
  onSelect?: (address: AddressSuggestion) => void;
}

/**
 * Search first; the chosen suggestion (or 'Address not listed') opens the address fields, filled in and editable,
 * so what is submitted is always what the visitor can see.
 */
export function AddressQuestion<T extends FieldValues>({
  prefix,
  label,
  form,
  errorFor,
  onSelect,
}: AddressQuestionProps<T>) {
  const paths = addressPaths<T>(prefix);
  const current = (form.getValues(prefix) ?? {}) as Partial<Record<AddressKey, string>>;
  const [showFields, setShowFields] = useState(Boolean(current.street1));
  const [showStreet2, setShowStreet2] = useState(Boolean(current.street2));
  // After a failed submit every message must have its field on the page to sit beneath and be linked to.
  const fieldsVisible = showFields || ADDRESS_KEYS.some((key) => errorFor(paths[key]));
  const select = (address: AddressSuggestion) => {
    // Every address line holds text (AddressPrefix<T>), which the generic T cannot show.
    for (const key of ADDRESS_KEYS) form.setValue(paths[key], address[key] as PathValue<T, Path<T>>);
    setShowStreet2(Boolean(address.street2));
    setShowFields(true);
    onSelect?.(address);
  };
  return (
    <div className="stack">
      <AddressSearch
        name={`${prefix}.search`}
        label={label}
        onSelect={select}
        onNotListed={() => setShowFields(true)}
      />
      {fieldsVisible ? (
        <AddressFields
          paths={paths}
          register={form.register}
          errorFor={errorFor}
          showStreet2={showStreet2}
          onShowStreet2={() => setShowStreet2(true)}
        />
      ) : null}
    </div>
  );
}

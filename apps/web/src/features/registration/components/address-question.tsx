import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AddressSuggestion } from '@lintel/domain/reference-data/address-suggestion';
import { AddressFields } from './address-fields.tsx';
import { AddressSearch } from './address-search.tsx';

interface AddressQuestionProps {
  prefix: 'propertyAddress' | 'homeAddress';
  label: string;
  form: UseFormReturn<FieldValues>;
  errorFor: (field: string) => string | undefined;
  onSelect?: (address: AddressSuggestion) => void;
}

const ADDRESS_KEYS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

/**
 * Search first; the chosen suggestion (or 'Address not listed') opens the address fields, filled in and editable,
 * so what is submitted is always what the visitor can see.
 */
export function AddressQuestion({ prefix, label, form, errorFor, onSelect }: AddressQuestionProps) {
  const current = (form.getValues(prefix) ?? {}) as Partial<Record<(typeof ADDRESS_KEYS)[number], string>>;
  const [showFields, setShowFields] = useState(Boolean(current.street1));
  const [showStreet2, setShowStreet2] = useState(Boolean(current.street2));
  // After a failed submit every message must have its field on the page to sit beneath and be linked to.
  const fieldsVisible = showFields || ADDRESS_KEYS.some((key) => errorFor(`${prefix}.${key}`));
  const select = (address: AddressSuggestion) => {
    for (const key of ADDRESS_KEYS) form.setValue(`${prefix}.${key}`, address[key]);
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
          prefix={prefix}
          register={form.register}
          errorFor={errorFor}
          showStreet2={showStreet2}
          onShowStreet2={() => setShowStreet2(true)}
        />
      ) : null}
    </div>
  );
}

import { PHONE_COUNTRIES } from '@lintel/domain/validation/phone-countries';
import { formatPhoneNational, phoneMaxLength } from '@lintel/domain/validation/phone';
import { FormField, fieldId } from './form-field.tsx';
import { NationalPhoneInput } from './national-phone-input.tsx';

interface PhoneInputProps {
  name: string;
  countryName: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  country: string;
  onChange: (value: string) => void;
  onCountryChange: (country: string) => void;
}

/**
 * Spec 001 §2: phone with a country selector (default US), formatted nationally as it is typed, its maximum length
 * following the country's format (default 19).
 */
export function PhoneInput({
  name,
  countryName,
  label,
  hint,
  error,
  value,
  country,
  onChange,
  onCountryChange,
}: PhoneInputProps) {
  const countryId = fieldId(countryName);
  return (
    <div className="phone-input">
      <div className="form-group">
        <label className="label" htmlFor={countryId}>
          Country
        </label>
        <select
          id={countryId}
          name={countryName}
          className="input phone-input__country"
          value={country}
          onChange={(event) => {
            onCountryChange(event.target.value);
            onChange(formatPhoneNational(value.replace(/\D/g, ''), event.target.value));
          }}
        >
          {PHONE_COUNTRIES.map((entry) => (
            <option key={entry.countryCode} value={entry.countryCode}>
              {entry.country} ({entry.callingCode})
            </option>
          ))}
        </select>
      </div>
      <FormField name={name} label={label} hint={hint} error={error}>
        {(control) => (
          <NationalPhoneInput
            {...control}
            value={value}
            format={(typed) => formatPhoneNational(typed, country)}
            maxLength={phoneMaxLength(country)}
            onValueChange={onChange}
          />
        )}
      </FormField>
    </div>
  );
}

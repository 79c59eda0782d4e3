import type { ComponentProps } from 'react';
import { US_PHONE_MAX_LENGTH, formatUsPhone } from '@lintel/domain/validation/us-phone';
import { NationalPhoneInput } from './national-phone-input.tsx';

/**
 * A US phone number as it is typed, `(555) 555-5555`: every phone field outside registration's country choice. It
 * leaves the phone-number library out of its page's code (decision 205).
 */
export function UsPhoneInput(props: Omit<ComponentProps<typeof NationalPhoneInput>, 'format' | 'maxLength'>) {
  return <NationalPhoneInput {...props} format={formatUsPhone} maxLength={US_PHONE_MAX_LENGTH} />;
}

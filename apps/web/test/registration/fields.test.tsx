import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordStrength } from '../../src/components/form/password-strength.tsx';
import { PhoneInput } from '../../src/components/form/phone-input.tsx';
import { AddressSearch } from '../../src/features/registration/components/address-search.tsx';
import { renderWithProviders } from '../render.tsx';
import { serveRegistration } from './registration-server.ts';

function Phone() {
  const [value, setValue] = useState('');
  const [country, setCountry] = useState('US');
  return (
    <PhoneInput
      name="phoneNumber"
      countryName="phoneCountry"
      label="Mobile phone number"
      value={value}
      country={country}
      onChange={setValue}
      onCountryChange={setCountry}
    />
  );
}

describe('shared registration fields (spec 001 §2)', () => {
  it('phone: US by default, formatted as typed, limited to the national length', async () => {
    renderWithProviders(<Phone />);
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    const input = screen.getByLabelText('Mobile phone number');
    await userEvent.type(input, '41555501239999');
    expect(input).toHaveValue('(415) 555-0123');
    expect(input).toHaveAttribute('maxLength', '14');
  });

  it('password: the four-segment bar lights fully only for an acceptable password', () => {
    const { container, rerender } = renderWithProviders(<PasswordStrength value="abc" id="s" />);
    expect(container.querySelectorAll('.is-on')).toHaveLength(0);
    rerender(<PasswordStrength value="Lintel-Test-2026!" id="s" />);
    expect(container.querySelectorAll('.password-strength__segment.is-on')).toHaveLength(4);
    expect(screen.getByText(/Password strength: Strong/)).toBeInTheDocument();
  });

  it('address search: keyboard choice of a suggestion, and an Address not listed option', async () => {
    serveRegistration();
    const onSelect = vi.fn();
    const onNotListed = vi.fn();
    renderWithProviders(
      <AddressSearch
        name="propertyAddress.search"
        label="Address"
        onSelect={onSelect}
        onNotListed={onNotListed}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Address' });
    await userEvent.type(box, '1297');
    expect(await screen.findByRole('option', { name: /1297 Ridge Road/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Address not listed' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ street1: '1297 Ridge Road', state: 'TX' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Address not listed/ }));
    expect(onNotListed).toHaveBeenCalled();
  });
});

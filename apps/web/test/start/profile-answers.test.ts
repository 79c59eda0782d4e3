import { describe, expect, it } from 'vitest';
import { phoneForInput } from '../../src/features/start/components/contact-page.tsx';
import { checkProfile } from '../../src/features/start/profile-answers.ts';

const answered = {
  addressOwnership: 'JOINT_OWNER',
  maritalStatus: 'SEPARATED',
  ssn: '',
  hardCreditConsent: true,
};

describe('start/profile answers (decision 109)', () => {
  it('asks the SSN only when none is held, and checks its form', () => {
    expect(checkProfile(answered, false).errors).toEqual([
      { message: 'Enter your Social Security number', field: 'ssn' },
    ]);
    expect(checkProfile({ ...answered, ssn: '12-345' }, false).errors).toEqual([
      { message: 'Please enter a valid Social Security number', field: 'ssn' },
    ]);
    expect(checkProfile({ ...answered, ssn: '123-45-6789' }, false).draft).toEqual({
      addressOwnership: 'JOINT_OWNER',
      maritalStatus: 'SEPARATED',
      ssn: '123-45-6789',
      hardCreditConsent: true,
    });
    // Held already: whatever is typed is not sent (the credit pulls used the one on file).
    expect(checkProfile({ ...answered, ssn: '999' }, true).draft).not.toHaveProperty('ssn');
  });

  it('refuses values the server does not know, and lists problems in page order', () => {
    const checked = checkProfile(
      { addressOwnership: 'OWNER', maritalStatus: undefined, ssn: '', hardCreditConsent: false },
      true,
    );
    expect(checked.errors?.map((e) => e.field)).toEqual([
      'addressOwnership',
      'maritalStatus',
      'hardCreditConsent',
    ]);
  });

  it('shows a number on file the way the input formats it', () => {
    expect(phoneForInput('+13125550188')).toBe('(312) 555-0188');
    expect(phoneForInput('312-555-0188')).toBe('(312) 555-0188');
    expect(phoneForInput(null)).toBe('');
  });
});

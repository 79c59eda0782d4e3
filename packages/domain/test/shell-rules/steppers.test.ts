import { describe, expect, it } from 'vitest';
import {
  CO_BORROWER_PROGRESS_LABELS,
  PROGRESS_INDEX,
  PROGRESS_STATES,
  progressLabels,
  progressSteps,
  stepStatuses,
} from '../../src/shell-rules/application-progress.ts';
import { registrationSteps } from '../../src/shell-rules/registration-steps.ts';

describe('application progress', () => {
  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ] as const)('%s is step %s', (state, index) => {
    expect(PROGRESS_INDEX[state]).toBe(index);
    const steps = progressSteps(state, { manualNotary: false });
    expect(steps.filter((s) => s.status === 'complete')).toHaveLength(index);
    expect(steps.findIndex((s) => s.status === 'current')).toBe(index === 7 ? -1 : index);
  });

  it('lists every state', () => {
    expect(PROGRESS_STATES).toHaveLength(9);
  });

  it('labels the last step by notary kind', () => {
    expect(progressLabels({ manualNotary: false })).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
    expect(progressLabels({ manualNotary: true }).at(-1)).toBe('Schedule Notary Session');
  });

  it('gives the co-borrower two steps', () => {
    expect(CO_BORROWER_PROGRESS_LABELS).toEqual(['Identity verification', 'Talk to eNotary']);
    expect(stepStatuses(CO_BORROWER_PROGRESS_LABELS, 1)).toEqual([
      { label: 'Identity verification', status: 'complete' },
      { label: 'Talk to eNotary', status: 'current' },
    ]);
  });
});

describe('registration stepper', () => {
  const labels = (identity?: Parameters<typeof registrationSteps>[0]) =>
    registrationSteps(identity).map((s) => s.label);

  it('has five steps with their sub-steps for a new visitor', () => {
    expect(registrationSteps()).toEqual([
      { label: 'Property Info', substeps: ['Address', 'Sale Status'] },
      { label: 'Income Info', substeps: [] },
      { label: 'Personal Info', substeps: ['Name', 'Birthdate'] },
      { label: 'Contact Info', substeps: [] },
      { label: 'Login Info', substeps: [] },
    ]);
  });

  it.each([
    [{ email: 'a@b.test', phoneNumbers: ['5555555555'] }, false],
    [{ email: 'a@b.test', phoneNumbers: [] }, true],
    [{ email: '', phoneNumbers: ['5555555555'] }, true],
    [{ email: 'a@b.test', phoneNumbers: ['  '] }, true],
    [{ email: null, phoneNumbers: null }, true],
    [null, true],
  ])('identity %o shows Contact Info: %s', (identity, shown) => {
    expect(labels(identity).includes('Contact Info')).toBe(shown);
    expect(labels(identity).at(-1)).toBe('Login Info');
  });
});

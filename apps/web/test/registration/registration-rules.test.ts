import { describe, expect, it } from 'vitest';
import { maintenanceFor } from '../../src/features/feature-flags/maintenance.ts';
import { propertyModalFor } from '../../src/features/registration/components/property-modal-for.ts';
import {
  DRAFT_STORAGE_KEY,
  clearDraft,
  draftIdempotencyKey,
  readDraft,
  saveAnswers,
} from '../../src/features/registration/draft/draft-store.ts';
import { buildRegistrationPayload } from '../../src/features/registration/form/build-payload.ts';
import { journey, redirectFor } from '../../src/features/registration/steps/register-v2-steps.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { answeredThroughBirthdate } from './render-registration.tsx';

const decision = (enabled: boolean, variables: Record<string, unknown> = {}) => ({
  flagKey: 'fe-heloc-maintenance',
  flagEnabled: enabled,
  variationKey: enabled ? 'on' : 'off',
  variables,
});

describe('register-v2 journey', () => {
  it('has 7 screens for a primary residence, 8 with home-address, 5 when signed in', () => {
    const answers = answeredThroughBirthdate();
    expect(journey({ answers, authenticated: false })).toHaveLength(7);
    const secondary = {
      ...answers,
      propertyAddress: { ...answers.propertyAddress!, occupancyType: 'SECONDARY' as const },
    };
    expect(journey({ answers: secondary, authenticated: false })).toContain('home-address');
    expect(journey({ answers, authenticated: true })).toEqual([
      'property-address',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
    ]);
  });

  it('sends a visitor ahead of their answers back to the first gap, and lets earlier screens be', () => {
    const answers = { propertyAddress: answeredThroughBirthdate().propertyAddress };
    expect(redirectFor('birthdate', { answers, authenticated: false })).toBe('for-sale');
    expect(redirectFor('for-sale', { answers, authenticated: false })).toBeNull();
    expect(redirectFor('property-address', { answers, authenticated: false })).toBeNull();
    expect(redirectFor('home-address', { answers, authenticated: false })).toBe('for-sale');
  });
});

describe('registration draft', () => {
  it('never stores a password', () => {
    saveAnswers({ name: { firstName: 'Avery', lastName: 'Jordan' }, password: 'secret' } as never);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('secret');
    expect(readDraft().answers.name?.firstName).toBe('Avery');
  });

  it('keeps one idempotency key per draft, a new one after the draft is cleared', () => {
    const key = draftIdempotencyKey();
    saveAnswers({ isListedForSale: true });
    expect(draftIdempotencyKey()).toBe(key);
    clearDraft();
    expect(draftIdempotencyKey()).not.toBe(key);
  });

  it('drops a draft it cannot read', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(readDraft().answers).toEqual({});
  });
});

describe('maintenance routes (decision 053)', () => {
  it('cover the listed path and everything below it, with the spec defaults', () => {
    const on = decision(true, { routes: ['/register-v2'] });
    expect(maintenanceFor(on, '/account/heloc/register-v2/annual-income')).toMatchObject({
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: false,
    });
    expect(maintenanceFor(on, '/account/heloc/register')).toBeNull();
    expect(
      maintenanceFor(decision(false, { routes: ['/register-v2'] }), '/account/heloc/register-v2'),
    ).toBeNull();
  });
});

describe('property modals (spec 000 §2, §5)', () => {
  const main = {
    ...organisationFixture,
    orgMetaData: {
      ...organisationFixture.orgMetaData,
      heloc: {
        ...organisationFixture.orgMetaData.heloc,
        kind: 'MAIN' as const,
        nyCounterpartOrgCode: 'lintel-ny',
        hawaiiPartner: { name: 'Partner', url: 'https://partner.example' },
      },
    },
  };
  const base = { organisation: main, nyModal: true, disasterZips: ['90272'], zip: '00000' };

  it('opens Hawaii for the main lender, New York for the wrong brand, the disaster warning for listed zips', () => {
    expect(propertyModalFor({ ...base, state: 'HI' })).toBe('hawaii');
    expect(propertyModalFor({ ...base, state: 'NY' })).toBe('new-york');
    expect(propertyModalFor({ ...base, state: 'NY', nyModal: false })).toBeNull();
    expect(propertyModalFor({ ...base, state: 'CA', zip: '90272' })).toBe('disaster');
    expect(propertyModalFor({ ...base, state: 'TX' })).toBeNull();
    const nyBrand = {
      ...main,
      orgMetaData: { ...main.orgMetaData, heloc: { ...main.orgMetaData.heloc, kind: 'MAIN_NY' as const } },
    };
    expect(propertyModalFor({ ...base, organisation: nyBrand, state: 'TX' })).toBe('new-york');
    expect(propertyModalFor({ ...base, organisation: nyBrand, state: 'NY' })).toBeNull();
  });
});

describe('register payload (decision 031)', () => {
  it('adds account answers and consent versions; signed-in visitors send only their soft-credit consent', () => {
    const answers = { ...answeredThroughBirthdate(), email: 'a@example.test', phoneNumber: '4155550123' };
    const payload = buildRegistrationPayload(
      answers,
      {
        password: 'x',
        confirmPassword: 'x',
        termPrivacyConsent: true,
        communicationConsent: true,
        softCreditConsent: true,
      },
      false,
    );
    expect(payload.consentVersions).toEqual({
      TERMS_PRIVACY: expect.any(String),
      COMMUNICATION: expect.any(String),
      SOFT_CREDIT: expect.any(String),
    });
    const signedIn = buildRegistrationPayload(answers, { softCreditConsent: true }, true);
    expect(signedIn).not.toHaveProperty('email');
    expect(signedIn).not.toHaveProperty('password');
    expect(signedIn.softCreditConsent).toBe(true);
    expect(signedIn.consentVersions).toEqual({ SOFT_CREDIT: expect.any(String) });
  });
});

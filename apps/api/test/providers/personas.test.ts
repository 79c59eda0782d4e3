import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { personaFor } from '../../src/providers/persona-match.ts';
import { PERSONAS } from '../../src/providers/personas.ts';
import { subject } from './subject-fixture.ts';

const docs = readFileSync(new URL('../../../../docs/sandbox-scenarios.md', import.meta.url), 'utf8');

describe('persona table', () => {
  it('has unique ids, last names and SSN groups', () => {
    const unique = (xs: (string | undefined)[]) =>
      new Set(xs.filter(Boolean)).size === xs.filter(Boolean).length;
    expect(unique(PERSONAS.map((p) => p.id))).toBe(true);
    expect(unique(PERSONAS.map((p) => p.pick.lastName?.toLowerCase()))).toBe(true);
    expect(unique(PERSONAS.map((p) => p.pick.ssnGroup))).toBe(true);
  });

  it('reaches every scenario of the issue catalogue', () => {
    const catalogue = [
      'HAPPY_PATH',
      'CREDIT_NO_MATCH',
      'CREDIT_NO_MATCH_SSN_HELD',
      'CREDIT_FROZEN',
      'CREDIT_LOCKED',
      'CREDIT_INCORRECT_PIN',
      'NO_CREDIT',
      'NO_PROPERTY',
      'SEVERAL_PROPERTIES',
      'DATATREE_NO_MATCH',
      'INCORRECT_OWNERSHIP',
      'DECLINE',
      'DTI_DECLINE',
      'CREDIT_SCORE_DECLINE',
      'ASSET_DEPLETION',
      'TEXAS_VALUATION',
      'VALUATION_ESTIMATE',
      'FLOOD_CERT_WAIT',
      'DELINQUENCY_REVIEW',
      'PAYOFF_PENDING',
      'EMPLOYMENT_VERIFICATION',
      'MANUAL_PAYSTUB',
      'ONSITE_APPRAISAL',
      'REQUALIFY',
    ];
    expect(PERSONAS.map((p) => p.id)).toEqual(expect.arrayContaining(catalogue));
  });

  it('is documented in docs/sandbox-scenarios.md, every persona with its pick and landing page', () => {
    for (const p of PERSONAS) {
      expect(docs).toContain(`\`${p.id}\``);
      if (p.pick.lastName) expect(docs).toContain(p.pick.lastName);
      if (p.pick.ssnGroup) expect(docs).toContain(`666-${p.pick.ssnGroup}-`);
      expect(docs).toContain(p.landingPage);
    }
  });
});

describe('personaFor', () => {
  it('picks by last name, case-insensitively', () => {
    expect(personaFor(subject({ lastName: 'FROZEN' })).id).toBe('CREDIT_FROZEN');
  });

  it('lets a sandbox SSN win over the last name', () => {
    expect(personaFor(subject({ lastName: 'Frozen', ssn: '666-04-1234' })).id).toBe('CREDIT_LOCKED');
  });

  it('ignores SSNs outside the sandbox area', () => {
    expect(personaFor(subject({ lastName: 'Frozen', ssn: '123-04-1234' })).id).toBe('CREDIT_FROZEN');
  });

  it('picks by street text and by Texas state', () => {
    expect(personaFor(subject({ lastName: 'Smith' }, { street1: '12 flood zone way' })).id).toBe(
      'FLOOD_CERT_WAIT',
    );
    expect(personaFor(subject({ lastName: 'Smith' }, { state: 'TX', city: 'Austin' })).id).toBe(
      'TEXAS_VALUATION',
    );
  });

  it('gives everyone else the happy path', () => {
    expect(personaFor(subject({ lastName: 'Smith' })).id).toBe('HAPPY_PATH');
  });
});

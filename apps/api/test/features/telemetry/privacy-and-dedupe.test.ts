import type { TelemetryEventRequest } from '@lintel/domain/shell-contracts/telemetry';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dedupeKeyOf } from '../../../src/features/telemetry/dedupe.ts';
import { redactQueryParams, referrerWithoutQuery } from '../../../src/features/telemetry/privacy.ts';

describe('redactQueryParams', () => {
  it('replaces values of personal or secret keys and keeps marketing and routing ones', () => {
    expect(
      redactQueryParams({
        utm_source: 'cloc',
        orgCode: 'lintel',
        'pop-webchat': 'true',
        loanOriginatorUuid: 'abc',
        userToken: 't',
        code: 'oauth',
        firstName: 'Ann',
        email: 'a@b.test',
        zip: '95814',
      }),
    ).toEqual({
      utm_source: 'cloc',
      orgCode: 'lintel',
      'pop-webchat': 'true',
      loanOriginatorUuid: 'abc',
      userToken: '[redacted]',
      code: '[redacted]',
      firstName: '[redacted]',
      email: '[redacted]',
      zip: '[redacted]',
    });
  });
});

describe('referrerWithoutQuery', () => {
  it.each([
    ['https://a.example/p/q?email=x#frag', 'https://a.example/p/q'],
    ['/relative/path?x=1', '/relative/path'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(referrerWithoutQuery(input)).toBe(expected);
  });
});

describe('dedupeKeyOf', () => {
  const base: TelemetryEventRequest = {
    domain: 'localhost',
    queryParams: {},
    pagePath: '/dashboard',
    event: 'Page View',
    sessionKey: { uuid: randomUUID(), epoch: 1, trackerUuid: randomUUID() },
  };

  it('is null when the caller asks for no deduplication', () => {
    expect(dedupeKeyOf({ ...base, dontDedupe: true })).toBeNull();
  });

  it('tells events apart by name and page, ignoring other fields', () => {
    expect(dedupeKeyOf(base)).toBe(dedupeKeyOf({ ...base, domain: 'other', eventProperties: { a: 1 } }));
    expect(dedupeKeyOf(base)).not.toBe(dedupeKeyOf({ ...base, pagePath: '/other' }));
    expect(dedupeKeyOf(base)).not.toBe(dedupeKeyOf({ ...base, event: 'Clicked' }));
  });

  it('uses the dedupe property instead of the page when one is named', () => {
    const viewed = (value: string, pagePath: string) =>
      dedupeKeyOf({ ...base, pagePath, dedupeProperty: 'offerId', eventProperties: { offerId: value } });
    expect(viewed('A', '/one')).toBe(viewed('A', '/two'));
    expect(viewed('A', '/one')).not.toBe(viewed('B', '/one'));
  });
});

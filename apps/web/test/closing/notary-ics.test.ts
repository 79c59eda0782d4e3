import { describe, expect, it } from 'vitest';
import { notaryInvite } from '../../src/features/closing/notary-ics.ts';

describe('the notary session calendar invitation', () => {
  it('is an RFC 5545 event in UTC with CRLF lines and escaped text', () => {
    const ics = notaryInvite({
      sessionId: 'SBX-RON-00000001',
      start: '2026-11-24T16:00:00.000Z',
      end: '2026-11-24T16:45:00.000Z',
      lender: 'Summit Home Loans, Inc.',
      notaryName: 'Avery Notary',
      url: 'https://example.test/account/heloc/x',
      now: new Date('2026-11-23T09:00:00Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261124T160000Z\r\n');
    expect(ics).toContain('DTEND:20261124T164500Z\r\n');
    expect(ics).toContain('DTSTAMP:20261123T090000Z\r\n');
    expect(ics).toContain('UID:SBX-RON-00000001@lintel');
    expect(ics).toContain('SUMMARY:Online notary session: Summit Home Loans\\, Inc. home equity line');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

/**
 * A calendar invitation (RFC 5545) for the notary session, written in the browser from the booking: times in UTC,
 * so every calendar shows them in its own zone; text escaped as the format asks.
 */
const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

export function notaryInvite(input: {
  sessionId: string;
  start: string;
  end: string;
  lender: string;
  notaryName: string | null;
  url: string;
  now?: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lintel//Notary session//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escape(input.sessionId)}@lintel`,
    `DTSTAMP:${stamp((input.now ?? new Date()).toISOString())}`,
    `DTSTART:${stamp(input.start)}`,
    `DTEND:${stamp(input.end)}`,
    `SUMMARY:${escape(`Online notary session: ${input.lender} home equity line`)}`,
    `DESCRIPTION:${escape(
      `Sign your mortgage with ${input.notaryName ?? 'an online notary'}. Have your photo ID ready and join from ${input.url}`,
    )}`,
    `URL:${input.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

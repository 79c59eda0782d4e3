import { randomInt } from 'node:crypto';

/** `HL` + yymmdd + 6 random digits: readable on the phone, sortable by day; uniqueness is the column's job. */
export function newLoanNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `HL${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

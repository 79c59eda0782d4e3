/** Spec 001 §3 Person.dateOfBirth as a form holds it: day, month and year typed separately. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/**
 * The parts as a data-format date (`yyyy-MM-dd`) for the date-of-birth validator; '' when nothing
 * was typed (so it says 'Date of birth is required') and the parts as typed otherwise (so it says 'Invalid date').
 */
export function datePartsToDataDate(parts: unknown): string {
  if (typeof parts !== 'object' || parts === null) return '';
  const { day, month, year } = parts as Partial<Record<keyof DateParts, unknown>>;
  const text = [year, month, day].map((part) => (typeof part === 'string' ? part.trim() : ''));
  if (text.every((part) => part === '')) return '';
  const [y = '', m = '', d = ''] = text;
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(d)) return `${y}-${m}-${d}`;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** A data-format date split for the three inputs; empty parts when it does not look like one. */
export function dataDateToParts(value: unknown): DateParts {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return { day: '', month: '', year: '' };
  const [, year = '', month = '', day = ''] = match;
  return { day, month, year };
}

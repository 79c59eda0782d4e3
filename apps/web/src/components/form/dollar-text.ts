/**
 * A dollar amount as the borrower types it, grouped as the spec's money is shown ("250000" -> "250,000"). Only digits
 * and the first decimal point are kept: cents are left for the form's schema to refuse in its own words.
 */
export function formatDollarsInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('')}` : grouped;
}

/**
 * The one reader of typed dollar amounts ("250,000", "$250000", " $1,250 "): a number; NaN when the text is not one
 * (nor a finite one); undefined when nothing but "$", commas and spaces was typed, so the schema's own "required"
 * message shows. A number (a saved answer put back in its field) is returned as it is.
 */
export function parseDollars(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : Number.NaN;
}

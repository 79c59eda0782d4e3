/** USPS street suffix abbreviations people type; each address word also answers to its abbreviation. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  avenue: 'ave',
  boulevard: 'blvd',
  circle: 'cir',
  court: 'ct',
  drive: 'dr',
  lane: 'ln',
  parkway: 'pkwy',
  place: 'pl',
  road: 'rd',
  street: 'st',
  terrace: 'ter',
  apartment: 'apt',
  suite: 'ste',
  saint: 'st',
};

/** Lower case, punctuation as spaces ("St. Louis, MO" -> "st louis mo"), single spaces. */
export function normaliseAddressText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function searchWords(normalised: string): string[] {
  const words = normalised.split(' ').filter(Boolean);
  const abbreviations = words.flatMap((w) => {
    const abbreviation = ABBREVIATIONS[w];
    return abbreviation ? [abbreviation] : [];
  });
  return [...words, ...abbreviations];
}

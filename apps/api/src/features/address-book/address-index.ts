import type { AddressSuggestion } from '@lintel/domain/reference-data/address-suggestion';
import { normaliseAddressText, searchWords } from './address-words.ts';

interface Entry {
  address: AddressSuggestion;
  /** Normalised "street1 street2 city state zip", for whole-text prefix ranking. */
  line: string;
  words: readonly string[];
}

export interface AddressIndex {
  search(text: string, limit: number): AddressSuggestion[];
}

/**
 * Word-prefix search over a few hundred addresses: every typed word must start some word of the address
 * ("12 flo" finds "12 Flood Zone Way"; "ave" finds "Avenue"). A linear scan over pre-split words answers in well
 * under a millisecond at this size, so no trie is worth its code.
 */
export function createAddressIndex(addresses: readonly AddressSuggestion[]): AddressIndex {
  const entries: Entry[] = addresses.map((address) => {
    const line = normaliseAddressText(
      `${address.street1} ${address.street2} ${address.city} ${address.state} ${address.zip}`,
    );
    return { address, line, words: searchWords(line) };
  });

  return {
    search(text, limit) {
      const query = normaliseAddressText(text);
      const tokens = query.split(' ').filter(Boolean);
      if (tokens.length === 0) return [];
      const hits: { entry: Entry; rank: number }[] = [];
      for (const entry of entries) {
        if (!tokens.every((t) => entry.words.some((w) => w.startsWith(t)))) continue;
        // Typing the address as written ranks first, then exact words typed, then the book's order.
        const rank =
          (entry.line.startsWith(query) ? 100 : 0) + tokens.filter((t) => entry.words.includes(t)).length;
        hits.push({ entry, rank });
      }
      hits.sort((a, b) => b.rank - a.rank);
      return hits.slice(0, limit).map((h) => ({ ...h.entry.address }));
    },
  };
}

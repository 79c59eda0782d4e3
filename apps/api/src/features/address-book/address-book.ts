import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  addressSuggestionSchema,
  type AddressSuggestion,
} from '@lintel/domain/reference-data/address-suggestion';

const addressBookFile = new URL('./data/address-book.json', import.meta.url);

/**
 * The sandbox address book: fictional street numbers on real city/zip/county combinations (decision 050).
 * Read and validated once per process; a malformed file fails loudly at first use rather than answering garbage.
 */
let cached: readonly AddressSuggestion[] | undefined;

export function loadAddressBook(): readonly AddressSuggestion[] {
  cached ??= z.array(addressSuggestionSchema).parse(JSON.parse(readFileSync(addressBookFile, 'utf8')));
  return cached;
}

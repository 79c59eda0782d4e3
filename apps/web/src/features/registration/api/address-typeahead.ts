import { queryOptions } from '@tanstack/react-query';
import { addressTypeahead } from '@lintel/domain/api/endpoints/service-address';
import {
  ADDRESS_TYPEAHEAD_MAX_TEXT,
  ADDRESS_TYPEAHEAD_MIN_TEXT,
} from '@lintel/domain/reference-data/address-suggestion';
import { apiClient } from '../../../lib/api-client.ts';

/** Typed text worth a lookup: trimmed, long enough to match, short enough for the service. */
export function typeaheadText(text: string): string | null {
  const trimmed = text.trim().slice(0, ADDRESS_TYPEAHEAD_MAX_TEXT);
  return trimmed.length >= ADDRESS_TYPEAHEAD_MIN_TEXT ? trimmed : null;
}

export const addressTypeaheadQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['registration', 'address-typeahead', text],
    queryFn: ({ signal }) => apiClient.call(addressTypeahead, { params: { '*': text }, signal }),
    staleTime: 60_000,
  });

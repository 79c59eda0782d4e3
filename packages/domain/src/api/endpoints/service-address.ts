import {
  addressSuggestionListSchema,
  addressTypeaheadPathSchema,
} from '../../reference-data/address-suggestion.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';

/** `GET /service-address/api/v1/typeahead/{text}` (spec 001 §7 "GET with the typed text appended"; decision 050). */
export const addressTypeahead = endpoint({
  method: 'GET',
  path: '/service-address/api/v1/typeahead/*',
  service: 'service-address',
  summary: 'Address suggestions for the typed text (sandbox address book)',
  caller: 'anyone',
  params: addressTypeaheadPathSchema,
  response: addressSuggestionListSchema,
  errors: [400],
});

/** The address of a lookup, for tests. */
export const addressTypeaheadUrl = (text: string): string => endpointUrl(addressTypeahead, { '*': text });

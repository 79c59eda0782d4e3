import { addressTypeahead } from '@lintel/domain/api/endpoints/service-address';
import {
  ADDRESS_TYPEAHEAD_MAX_RESULTS,
  ADDRESS_TYPEAHEAD_MIN_TEXT,
} from '@lintel/domain/reference-data/address-suggestion';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../platform/http/endpoint-route.ts';
import type { AddressIndex } from './address-index.ts';

/** `GET /service-address/api/v1/typeahead/{text}` (decision 050); the text is the path's wildcard. */
export function typeaheadRoute(app: FastifyInstance, index: AddressIndex, endpoints: EndpointRoutes): void {
  endpoints(app, addressTypeahead, async ({ params, reply }) => {
    const text = params['*'].trim();
    // The book does not change while the process runs; a minute keeps repeated keystrokes off the server.
    reply.header('cache-control', 'public, max-age=60');
    if (text.length < ADDRESS_TYPEAHEAD_MIN_TEXT) return [];
    return index.search(text, ADDRESS_TYPEAHEAD_MAX_RESULTS);
  });
}

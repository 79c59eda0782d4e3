import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  ADDRESS_TYPEAHEAD_MAX_RESULTS,
  ADDRESS_TYPEAHEAD_MIN_TEXT,
  ADDRESS_TYPEAHEAD_PATH,
  addressSuggestionListSchema,
  addressTypeaheadParamsSchema,
} from '@lintel/domain/reference-data/address-suggestion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressIndex } from './address-index.ts';

// A wildcard rather than `:text`: the router answers 404 for a named parameter over 100 characters, and the typed
// text may itself contain a slash ("1/2 Main St"); the schema gives both a readable 400 or an answer instead.
const paramsSchema = z.strictObject({ '*': addressTypeaheadParamsSchema.shape.text });

/** `GET /service-address/api/v1/typeahead/{text}` (decision 050). */
export function typeaheadRoute(app: FastifyInstance, index: AddressIndex): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${ADDRESS_TYPEAHEAD_PATH}/*`,
    {
      schema: {
        tags: ['service-address'],
        summary: 'Address suggestions for the typed text (sandbox address book)',
        params: paramsSchema,
        response: { 200: addressSuggestionListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const text = request.params['*'].trim();
      // The book does not change while the process runs; a minute keeps repeated keystrokes off the server.
      reply.header('cache-control', 'public, max-age=60');
      if (text.length < ADDRESS_TYPEAHEAD_MIN_TEXT) return [];
      return index.search(text, ADDRESS_TYPEAHEAD_MAX_RESULTS);
    },
  );
}

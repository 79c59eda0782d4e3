import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { loadAddressBook } from './address-book.ts';
import { createAddressIndex } from './address-index.ts';
import { typeaheadRoute } from './typeahead-route.ts';

/** The address typeahead over the sandbox address book, indexed once when the app is built. */
export async function addressBookFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  typeaheadRoute(app, createAddressIndex(loadAddressBook()), opts.endpoints);
}

import type { Endpoint } from '../endpoint.ts';
import * as afterOfferActions from './after-offer-actions.ts';
import * as closingActions from './closing-actions.ts';
import * as creditActions from './credit-actions.ts';
import * as preOfferActions from './pre-offer-actions.ts';

/**
 * Every endpoint of the contract, for the server and the tests (decision 161); the web never imports this file, so a
 * page's bundle carries only the endpoints it calls. A group file is added with one import above and one `add` below.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [];

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'caller' in value
  );
}

/** A group file's endpoints: its named exports that are endpoints (a group may export a schema beside them). */
function add(group: Readonly<Record<string, unknown>>): void {
  (ALL_ENDPOINTS as Endpoint[]).push(...Object.values(group).filter(isEndpoint));
}

add(creditActions);
add(preOfferActions);
add(afterOfferActions);
add(closingActions);

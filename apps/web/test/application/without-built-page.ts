import { onTestFinished } from 'vitest';
import { BUILT_PAGES } from '@lintel/domain/application/standing/built-pages';

/**
 * Every page a step routes to is built since decision 208: a test of the unbuilt-page path (the home standing in,
 * "a call with the lender") takes one page away for its own duration.
 */
export function withoutBuiltPage(page = 'notary/reserve-manual') {
  const built = BUILT_PAGES as Set<string>;
  built.delete(page);
  onTestFinished(() => {
    built.add(page);
  });
}

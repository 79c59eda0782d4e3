import { setupServer } from 'msw/node';
import { logRequests } from './requests.ts';
import { shellHandlers } from './shell-handlers.ts';

/**
 * The one request mock of the web tests (decision 252): set up once in setup.ts with the shell's standing calls,
 * each test declaring the calls its page makes with `server.use(...)`; reset to the standing ones after every test.
 */
export const server = setupServer(...shellHandlers);
logRequests(server);

const unhandled: string[] = [];

/** Listens; a request no handler declares is refused and remembered, so that the test fails (setup.ts). */
export function listen(): void {
  server.listen({
    onUnhandledRequest: (request, print) => {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
}

/**
 * The requests no handler declared since the last call. A refused fetch alone may not fail a test (a page shows its
 * error state, a background call is ignored), so setup.ts fails the test that sent one.
 */
export function takeUnhandled(): string[] {
  return unhandled.splice(0);
}

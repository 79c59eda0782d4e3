import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearRequests } from './msw/requests.ts';
import { listen, server, takeUnhandled } from './msw/server.ts';

// findBy* waits for a page that renders after a lazy chunk and a fetch; 1 s is too little on a loaded machine.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => listen());

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = '';
  server.resetHandlers();
  clearRequests();
  const unhandled = takeUnhandled();
  if (unhandled.length > 0)
    throw new Error(`Requests no handler declared (add them with server.use):\n${unhandled.join('\n')}`);
});

afterAll(() => server.close());

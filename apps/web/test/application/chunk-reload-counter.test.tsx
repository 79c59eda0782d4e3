import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_COUNT_KEY } from '../../src/app/routes/load-or-reload.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { renderAppAt } from '../render-app.tsx';
import { APP_UUID, serveApplication } from './application-fixtures.ts';

// The application layout's chunk fails to load, as after a deploy replaced it.
vi.mock('../../src/app/routes/application-layout.lazy.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  sessionStorage.clear();
  serveApplication({});
});

// Lazy routes cache their loading promise on the route object, so each case needs its own module registry (file).
describe('a per-application screen that fails to load (spec 000 §2)', () => {
  it('reloads the page and counts the reload for this browser session', async () => {
    sessionStorage.setItem(RELOAD_COUNT_KEY, '2');
    renderAppAt(`/account/heloc/${APP_UUID}`);
    await waitFor(() => expect(sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('3'));
    expect(
      screen.queryByRole('heading', { name: 'Sorry, looks like we have hit a snag!' }),
    ).not.toBeInTheDocument();
  });
});

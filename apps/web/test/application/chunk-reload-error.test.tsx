import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_FALLBACK_EVENT } from '../../src/features/feedback/components/error-fallback-tracker.tsx';
import { RELOAD_COUNT_KEY } from '../../src/app/routes/load-or-reload.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { renderAppAt } from '../render-app.tsx';
import { APP_UUID, serveApplication } from './application-fixtures.ts';

// The application layout's chunk fails to load, as after a deploy replaced it.
vi.mock('../../src/app/routes/application-layout.lazy.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// The error page fetches the telemetry client when it shows; the test waits for its event so that the import does not
// outlive the test environment.
const trackEvent = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../src/features/feedback/api/telemetry.ts', () => ({ trackEvent }));

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  sessionStorage.clear();
  serveApplication({});
});

// Lazy routes cache their loading promise on the route object, so each case needs its own module registry (file).
describe('a per-application screen that keeps failing to load (spec 000 §2)', () => {
  it('shows the error page after the fifth reload', async () => {
    sessionStorage.setItem(RELOAD_COUNT_KEY, '5');
    renderAppAt(`/account/heloc/${APP_UUID}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Sorry, looks like we have hit a snag!' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOAD_COUNT_KEY)).toBe('5');
    await waitFor(() =>
      expect(trackEvent).toHaveBeenCalledWith(
        ERROR_FALLBACK_EVENT,
        expect.objectContaining({ dontDedupe: true }),
      ),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telemetryEvent, telemetrySession } from '@lintel/domain/api/endpoints/telemetry';
import { ShellErrorFallback } from '../../src/app/routes/error-page.tsx';
import { TIMEOUT_TITLE, TimeoutPage } from '../../src/app/routes/timeout-page.tsx';
import { resetTelemetryForTests } from '../../src/features/feedback/api/telemetry.ts';
import { renderWithProviders } from '../render.tsx';
import { answer } from '../msw/handle.ts';
import { bodiesSentTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

const KEY = {
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  epoch: 1,
  trackerUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
};

beforeEach(() => resetTelemetryForTests());
afterEach(() => sessionStorage.clear());

describe('error fallback (spec 001 §2)', () => {
  it("shows the spec's texts and buttons and tracks 'HELOC: Error Fallback'", async () => {
    server.use(answer(telemetrySession, { sessionKey: KEY }), answer(telemetryEvent, { stored: true }));
    const onRetry = vi.fn();
    renderWithProviders(<ShellErrorFallback error={new Error('boom')} onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please click “Try again” to see if we can get you back moving.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@harbor.example' })).toHaveAttribute(
      'href',
      'mailto:help@harbor.example',
    );
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(bodiesSentTo(telemetryEvent)).toHaveLength(1));
    expect(bodiesSentTo(telemetryEvent)[0]).toMatchObject({
      event: 'HELOC: Error Fallback',
      productType: 'HELOC',
      eventProperties: { message: 'boom' },
    });
  });
});

describe('timeout page (spec 001 §2)', () => {
  it('says the session timed out and offers login again', () => {
    renderWithProviders(<TimeoutPage />);
    expect(screen.getByRole('heading', { level: 1, name: TIMEOUT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=%2Fdashboard',
    );
    expect(document.title).toContain(TIMEOUT_TITLE);
  });
});

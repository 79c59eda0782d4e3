import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import { telemetryEvent, telemetrySession } from '@lintel/domain/api/endpoints/telemetry';
import {
  DEV_LOGIN_ERROR,
  DevLoginToolbar,
} from '../../src/features/dev-tools/components/dev-login-toolbar.tsx';
import { resetTelemetryForTests, trackPageView } from '../../src/features/feedback/api/telemetry.ts';
import {
  ERROR_FALLBACK_EVENT,
  useTrackErrorFallback,
} from '../../src/features/feedback/components/error-fallback-tracker.tsx';
import { answer, refuse } from '../msw/handle.ts';
import { bodiesSentTo, sentRequests } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

const KEY = {
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  epoch: 1,
  trackerUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
};

afterEach(() => sessionStorage.clear());

describe('dev-only login toolbar (spec 001 §2, §8)', () => {
  it('logs in with email and password and stores the token', async () => {
    server.use(answer(passwordLogin, { jwt: 'dev.jwt' }));
    const onLoggedIn = vi.fn();
    render(<DevLoginToolbar onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dev login' }));
    await userEvent.type(screen.getByLabelText('Email'), 'demo@lintel.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Lintel-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(localStorage.getItem('jwt')).toBe('dev.jwt');
    expect(bodiesSentTo(passwordLogin)).toEqual([
      { email: 'demo@lintel.test', password: 'Lintel-Demo-2026!' },
    ]);
  });

  it('takes a token instead', async () => {
    const onLoggedIn = vi.fn();
    render(<DevLoginToolbar onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dev login' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Token' }));
    await userEvent.type(screen.getByLabelText('Session token'), 'pasted.token');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(localStorage.getItem('jwt')).toBe('pasted.token');
    expect(onLoggedIn).toHaveBeenCalledOnce();
    expect(sentRequests()).toEqual([]);
  });

  it("says the spec's text when login fails", async () => {
    server.use(refuse(passwordLogin, 401, 'Invalid'));
    render(<DevLoginToolbar onLoggedIn={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dev login' }));
    await userEvent.type(screen.getByLabelText('Email'), 'demo@lintel.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEV_LOGIN_ERROR);
  });
});

describe('telemetry (spec 001 §7)', () => {
  beforeEach(() => resetTelemetryForTests());

  it('creates one session, keeps the tracker uuid and posts the page view with productType HELOC', async () => {
    server.use(answer(telemetrySession, { sessionKey: KEY }), answer(telemetryEvent, { stored: true }));
    await trackPageView();
    await trackPageView();
    expect(bodiesSentTo(telemetrySession)).toHaveLength(1);
    expect(localStorage.getItem('telemetry_trackerUuid')).toBe(KEY.trackerUuid);
    const events = bodiesSentTo(telemetryEvent) as Record<string, unknown>[];
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      event: 'Page View',
      productType: 'HELOC',
      sessionKey: KEY,
      pagePath: '/',
    });
  });

  it('sends a known tracker uuid when it starts a session', async () => {
    localStorage.setItem('telemetry_trackerUuid', KEY.trackerUuid);
    server.use(answer(telemetrySession, { sessionKey: KEY }), answer(telemetryEvent, { stored: true }));
    await trackPageView();
    const [session] = bodiesSentTo(telemetrySession) as { sessionKey: { trackerUuid: string } }[];
    expect(session?.sessionKey.trackerUuid).toBe(KEY.trackerUuid);
  });

  it("tracks 'HELOC: Error Fallback' when the fallback shows", () => {
    const track = vi.fn(async () => undefined);
    function Fallback() {
      useTrackErrorFallback('boom', track);
      return null;
    }
    render(<Fallback />);
    expect(track).toHaveBeenCalledWith(ERROR_FALLBACK_EVENT, expect.objectContaining({ dontDedupe: true }));
  });
});

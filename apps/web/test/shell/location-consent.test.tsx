import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationConsentCheck } from '../../src/features/banners/components/location-consent-check.tsx';

function stubPermission(initial: PermissionState) {
  const listeners = new Set<() => void>();
  const status = {
    state: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('navigator', { ...navigator, permissions: { query: vi.fn(async () => status) } });
  return {
    change(state: PermissionState) {
      status.state = state;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the location-consent alert (spec 001 §2, §8)', () => {
  it('appears 200 ms after location turns out to be denied, takes focus and can be dismissed', async () => {
    stubPermission('denied');
    render(<LocationConsentCheck />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Why we need your location');
    expect(alert).toHaveTextContent('Location services must be enabled to e-sign your documents.');
    expect(screen.getByRole('heading', { name: 'Why we need your location' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays away while location is allowed, and closes when the borrower turns it on', async () => {
    const permission = stubPermission('granted');
    render(<LocationConsentCheck />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
    permission.change('denied');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    permission.change('granted');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing in a browser without the Permissions API', async () => {
    vi.stubGlobal('navigator', { ...navigator, permissions: undefined });
    render(<LocationConsentCheck />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isESignPath } from '../../src/app/shell/e-sign-paths.ts';
import { ShellLocationConsent } from '../../src/app/shell/shell-location-consent.tsx';
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
    // Focus moves once the alert has painted (an effect after it appears), on a busy machine a moment later.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Why we need your location' })).toHaveFocus(),
    );
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

describe('where the shell checks location (decision 132)', () => {
  const uuid = '2f1c9a52-5d0e-4f7e-9a43-1b2c3d4e5f60';

  it.each([
    [`/account/heloc/${uuid}/signing/sign`, true],
    [`/account/heloc/${uuid}/signing/intro`, true],
    ['/account/heloc/heloc-signer/sign', true],
    ['/account/heloc/heloc-signer/intro', true],
    ['/heloc-signer/sign', true],
    [`/account/heloc/${uuid}`, false],
    [`/account/heloc/${uuid}/liens`, false],
    [`/account/heloc/${uuid}/signing-help`, false],
    ['/account/heloc/heloc-signer/resume', false],
    ['/account/heloc/heloc-signer/signature', false],
    ['/dashboard', false],
  ])('%s is an e-sign page: %s', (pathname, expected) => {
    expect(isESignPath(pathname)).toBe(expected);
  });

  it('raises the alert on an e-sign page when location is off, and not on other pages', async () => {
    stubPermission('denied');
    const { rerender } = render(<ShellLocationConsent pathname={`/account/heloc/${uuid}/liens`} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ShellLocationConsent pathname={`/account/heloc/${uuid}/signing/sign`} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Why we need your location');
    rerender(<ShellLocationConsent pathname={`/account/heloc/${uuid}`} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

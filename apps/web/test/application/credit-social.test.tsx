import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditSocialPage } from '../../src/features/application/components/credit-social-page.tsx';
import { jsonResponse, renderWithProviders } from '../render.tsx';
import { APP_UUID } from './application-fixtures.ts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(() => vi.unstubAllGlobals());

function stub() {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse({ step: 'WAITING_FOR_CREDIT' }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('credit/social: SSN entry (issue 6)', () => {
  it('masks the number while typed and can show it', async () => {
    stub();
    renderWithProviders(<CreditSocialPage uuid={APP_UUID} />);
    const input = screen.getByLabelText('What is your Social Security number?');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '123456789');
    expect(input).toHaveValue('123-45-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Show Social Security number' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Social Security number' })).toBeInTheDocument();
  });

  it('refuses an incomplete number on submit with the error summary', async () => {
    const fetch = stub();
    renderWithProviders(<CreditSocialPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('What is your Social Security number?'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Please enter a valid Social Security number' }),
    ).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the number once to the server', async () => {
    const fetch = stub();
    renderWithProviders(<CreditSocialPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('What is your Social Security number?'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/service-application/api/v3/application/heloc/${APP_UUID}/ssn`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ ssn: '123-45-6789' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { giveSsn } from '@lintel/domain/api/endpoints/credit-actions';
import { CreditSocialPage } from '../../src/features/application/components/credit-social-page.tsx';
import { answer } from '../msw/handle.ts';
import { bodiesSentTo, sentRequests } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID } from './application-fixtures.ts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

beforeEach(() => server.use(answer(giveSsn, { step: 'WAITING_FOR_CREDIT' })));

describe('credit/social: SSN entry (issue 6)', () => {
  it('masks the number while typed and can show it', async () => {
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
    renderWithProviders(<CreditSocialPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('What is your Social Security number?'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Please enter a valid Social Security number' }),
    ).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(sentRequests()).toEqual([]);
  });

  it('sends the number once to the server', async () => {
    renderWithProviders(<CreditSocialPage uuid={APP_UUID} />);
    await userEvent.type(screen.getByLabelText('What is your Social Security number?'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bodiesSentTo(giveSsn)).toEqual([{ ssn: '123-45-6789' }]));
    const [sent] = sentRequests();
    expect(sent?.url.pathname).toBe(`/service-application/api/v3/application/heloc/${APP_UUID}/ssn`);
    expect(sent?.method).toBe('PUT');
  });
});

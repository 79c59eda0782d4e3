import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import { LoginForm } from '../../../src/features/session/components/login-form.tsx';
import { TOKEN_STORAGE_KEY } from '../../../src/lib/session-token.ts';
import { answer, refuse } from '../../msw/handle.ts';
import { sentRequests } from '../../msw/requests.ts';
import { server } from '../../msw/server.ts';
import { renderWithProviders } from '../../render.tsx';

describe('LoginForm', () => {
  it('validates on submit: messages in a focused summary and beneath each field, title prefixed', async () => {
    server.use(answer(passwordLogin, { jwt: 'never' }));
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    // Nothing is validated before the first submit.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Please enter your email' })).toHaveAttribute(
      'href',
      '#field-email',
    );
    expect(screen.getByRole('link', { name: 'Required' })).toHaveAttribute('href', '#field-password');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Required/);
    expect(document.title).toBe('Error: Log in - Harbor Mortgage');
    expect(sentRequests()).toEqual([]);
  });

  it('rejects a malformed email with the spec message', async () => {
    server.use(answer(passwordLogin, { jwt: 'never' }));
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Required' })).toBeNull();
  });

  it('shows the API error text in the summary when the server refuses the login', async () => {
    server.use(refuse(passwordLogin, 401, 'The email or password is incorrect'));
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'demo@harbor.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('The email or password is incorrect');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title).toBe('Error: Log in - Harbor Mortgage');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('stores the token and reports success', async () => {
    server.use(answer(passwordLogin, { jwt: 'jwt-123' }));
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByLabelText('Email address'), '  demo@harbor.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'Lintel-Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-123');
    const [sent] = sentRequests();
    expect(sent?.url.pathname).toBe('/identity/api/v1/login');
    expect(sent?.body).toEqual({
      email: 'demo@harbor.test',
      password: 'Lintel-Demo-2026!',
    });
    expect(document.title).toBe('Log in - Harbor Mortgage');
  });
});

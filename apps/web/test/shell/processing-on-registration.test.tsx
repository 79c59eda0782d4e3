import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ShellProcessing } from '../../src/app/shell/shell-processing.tsx';
import {
  REGISTRATION_MUTATION_KEY,
  REGISTRATION_PROCESSING_MESSAGES,
} from '../../src/app/shell/use-registration-processing.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';

const APP = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

interface Pending {
  resolve: (value: { applicationUuid: string | null }) => void;
  reject: (error: Error) => void;
}

/** Stands in for the registration screens: the same mutation key, an answer the test controls. */
function Submit({ pending }: { pending: { current: Pending | null } }) {
  const mutation = useMutation({
    mutationKey: [...REGISTRATION_MUTATION_KEY],
    mutationFn: () =>
      new Promise<{ applicationUuid: string | null }>((resolve, reject) => {
        pending.current = { resolve, reject };
      }),
  });
  return (
    <button type="button" onClick={() => mutation.mutate(undefined, { onError: () => undefined })}>
      Submit
    </button>
  );
}

function renderShell() {
  const queryClient: QueryClient = createQueryClient();
  const pending: { current: Pending | null } = { current: null };
  render(
    <QueryClientProvider client={queryClient}>
      <Submit pending={pending} />
      <ShellProcessing />
    </QueryClientProvider>,
  );
  return { queryClient, pending };
}

describe('the processing-data modal on registration (spec 001 §2, decision 132)', () => {
  it('opens on submit and stays until the new application first answers its status', async () => {
    const { queryClient, pending } = renderShell();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please wait' });
    expect(dialog).toHaveTextContent(REGISTRATION_PROCESSING_MESSAGES[0]);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
    await act(async () => pending.current?.resolve({ applicationUuid: APP }));
    expect(screen.getByRole('dialog', { name: 'Please wait' })).toBeInTheDocument();
    act(() => queryClient.setQueryData(['application', APP, 'server-step'], 'APP_SUBMISSION'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes at once when the submission is refused (the form says why)', async () => {
    const { pending } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Please wait' });
    await act(async () => pending.current?.reject(new Error('Refused')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the first status call fails too: the application pages show the error', async () => {
    const { queryClient, pending } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Please wait' });
    await act(async () => pending.current?.resolve({ applicationUuid: APP }));
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['application', APP, 'server-step'],
          queryFn: () => Promise.reject(new Error('Down')),
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

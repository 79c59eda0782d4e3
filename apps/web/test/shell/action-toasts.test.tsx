import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { actionToast } from '../../src/app/shell/action-toast-rules.ts';
import { useActionToasts } from '../../src/app/shell/use-action-toasts.ts';
import { ToastProvider } from '../../src/features/toasts/components/toast-provider.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';

const APP = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const OTHER = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';

function Watcher() {
  useActionToasts();
  return null;
}

function renderShell(): QueryClient {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Watcher />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

function step(queryClient: QueryClient, uuid: string, value: ServerStep | undefined) {
  act(() => {
    if (value === undefined)
      void queryClient.resetQueries({ queryKey: ['application', uuid, 'server-step'] });
    else queryClient.setQueryData(['application', uuid, 'server-step'], value);
  });
}

const messages = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

// Issue 16: in the borrower's words, not ours ("Liens confirmed.", "SSN received." before).
const OFFER = "Thanks — we've saved the offer you chose.";
const PIN = 'Thanks — with your PIN we can now check your credit.';

describe('action results as toasts (decision 132)', () => {
  it('toasts that the offer is saved when the step leaves offer selection, even across the reset an action makes', () => {
    const queryClient = renderShell();
    step(queryClient, APP, 'OFFER_SELECTION');
    step(queryClient, APP, 'OFFER_SELECTION');
    expect(messages()).toEqual([]);
    step(queryClient, APP, undefined);
    step(queryClient, APP, 'COLLECT_ADDITIONAL_INFO');
    expect(messages()).toEqual([OFFER]);
  });

  it('toasts that the PIN worked when a frozen or wrong-PIN credit file moves on, and nothing for another wrong PIN', () => {
    const queryClient = renderShell();
    step(queryClient, APP, 'CREDIT_FROZEN');
    step(queryClient, APP, 'CREDIT_INCORRECT_PIN');
    expect(messages()).toEqual([]);
    step(queryClient, APP, 'WAITING_FOR_CREDIT');
    expect(messages()).toEqual([PIN]);
  });

  it('says nothing on a first answer, for waits that move on by themselves, or for another application', () => {
    const queryClient = renderShell();
    step(queryClient, APP, 'LIEN_VERIFICATION');
    step(queryClient, OTHER, 'OFFER_SELECTION');
    step(queryClient, OTHER, 'WAITING_FOR_TITLE');
    expect(messages()).toEqual([OFFER]);
    step(queryClient, OTHER, 'TITLE_PROCESSING');
    step(queryClient, OTHER, 'NOTE_SIGNING');
    expect(messages()).toEqual([OFFER]);
  });

  it.each<[ServerStep | undefined, ServerStep, string | null]>([
    [undefined, 'OFFER_SELECTION', null],
    ['OFFER_SELECTION', 'UNKNOWN', null],
    ['REVISED_OFFER_SELECTION', 'FINAL_OFFER', OFFER],
    ['FINAL_OFFER', 'NOTE_GENERATION', "Thanks — you've accepted your final offer."],
    ['CREDIT_NO_MATCH', 'WAITING_FOR_CREDIT', "Thanks — we've received your Social Security number."],
    ['LIEN_VERIFICATION', 'OFFER_SELECTION', "Thanks — we've noted the loans on your home."],
    ['CREDIT_INCORRECT_PIN', 'CREDIT_FROZEN', null],
    ['WAITING_FOR_UNDERWRITING', 'OFFER_SELECTION', null],
    // The closing's milestones, whether an action or a job got there (decision 210).
    ['NOTE_SIGNING', 'NOTARY_DISCLOSURE', "You've signed your documents. Next, book your notary session."],
    ['NOTARY_DISCLOSURE', 'DEED_SIGNING', 'Your notary session is booked.'],
    [
      'DEED_SIGNING',
      'NOTARY_DISCLOSURE',
      'Your notary session is cancelled. Choose a new time when you are ready.',
    ],
    [
      'MANUAL_DEED_SIGNING',
      'NOTARY_DISCLOSURE',
      'Your notary appointment is cancelled. Choose a notary again when you are ready.',
    ],
    ['DEED_SIGNING', 'RESCISSION', 'Your deed is signed and notarized. Your right to cancel has started.'],
    ['RESCISSION', 'RECORDING', 'Your mortgage is being recorded.'],
    ['RECORDING', 'FUNDABLE', 'Your right to cancel has ended. Your line can now be funded.'],
    ['FUNDING_DECISION', 'COMPLETE', 'Your line of credit is funded.'],
    ['RESCISSION', 'CANCELLED', null],
  ])('%s -> %s: %s', (from, to, message) => {
    expect(actionToast(from, to)?.message ?? null).toBe(message);
  });
});

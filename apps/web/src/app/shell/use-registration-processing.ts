import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationResponse } from '@lintel/domain/registration/registration-response';

/** The registration feature's submit mutation carries this key (decision 132). */
export const REGISTRATION_MUTATION_KEY = ['registration', 'submit'] as const;

/** Our words while the application is created and its first status is read (decision 082: screens bring theirs). */
export const REGISTRATION_PROCESSING_MESSAGES = [
  'Creating your account and application…',
  'Checking your property and income details…',
  'Preparing your next step…',
  'This can take up to 30 seconds…',
] as const;

type Phase = { state: 'idle' } | { state: 'submitting' } | { state: 'first-status'; uuid: string };

function isRegistration(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === REGISTRATION_MUTATION_KEY[0] && key[1] === REGISTRATION_MUTATION_KEY[1];
}

/**
 * Spec 001 §2's processing-data modal where the borrower waits on background work: from the moment registration is
 * submitted until the new application's first server-step answer (or error) arrives. A refused submission closes it
 * at once (the form shows why); `done` closes it on the modal's 30 s timeout, after which the application's own
 * pages take over (their guard shows error/timeout when the status never answers).
 */
export function useRegistrationProcessing(): { open: boolean; done: () => void } {
  const queryClient = useQueryClient();
  // The shell loads this watcher once the page has settled (decision 121): a submission already under way counts.
  const [phase, setPhase] = useState<Phase>(() =>
    queryClient.getMutationCache().find({ mutationKey: REGISTRATION_MUTATION_KEY, status: 'pending' })
      ? { state: 'submitting' }
      : { state: 'idle' },
  );

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !isRegistration(event.mutation.options.mutationKey)) return;
        const { status, data } = event.mutation.state;
        if (status === 'pending') setPhase({ state: 'submitting' });
        else if (status === 'error') setPhase({ state: 'idle' });
        else if (status === 'success') {
          // Any mutation's data is `unknown` to the cache; this key's is the register answer.
          const uuid = (data as RegistrationResponse | undefined)?.applicationUuid;
          setPhase(uuid ? { state: 'first-status', uuid } : { state: 'idle' });
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (phase.state !== 'first-status') return;
    const answered = () => {
      const state = queryClient.getQueryState(['application', phase.uuid, 'server-step']);
      return state?.status === 'success' || state?.status === 'error';
    };
    if (answered()) {
      setPhase({ state: 'idle' });
      return;
    }
    return queryClient.getQueryCache().subscribe(() => {
      if (answered()) setPhase({ state: 'idle' });
    });
  }, [phase, queryClient]);

  return { open: phase.state !== 'idle', done: () => setPhase({ state: 'idle' }) };
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { registrationRequestSchema } from '@lintel/domain/registration/registration-request';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { writeToken } from '../../../lib/session-token.ts';
import { postRegistration } from '../api/register.ts';
import { clearDraft, draftIdempotencyKey } from '../draft/draft-store.ts';
import type { RegistrationDraft } from '@lintel/domain/registration/registration-request';
import { buildRegistrationPayload } from '../form/build-payload.ts';
import type { AccountAnswers } from '../form/build-payload.ts';
import { apiErrorItems } from '../form/error-items.ts';
import { useRegistrationContext, useRegistrationSettings } from '../registration-settings.tsx';

/** Fields the last screen shows; messages about earlier screens are listed without a link. */
const LAST_SCREEN_FIELDS = [
  'password',
  'confirmPassword',
  'termPrivacyConsent',
  'communicationConsent',
  'softCreditConsent',
  'nyFcraConsent',
  'dob',
];

/**
 * Submits the whole draft: checked first with the same schema the server uses, then POSTed once (the button is
 * disabled while pending, and every retry of this draft carries the draft's idempotency key, decision 075).
 * Success stores the session and goes to the new application's first page.
 */
export function useSubmitRegistration() {
  const settings = useRegistrationSettings();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [clientItems, setClientItems] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  // The key lets the shell show the processing-data modal until the new application first answers (decision 132).
  const mutation = useMutation({ mutationKey: ['registration', 'submit'], mutationFn: postRegistration });
  const baseContext = useRegistrationContext(undefined);

  function submit(answers: RegistrationDraft, account: AccountAnswers) {
    if (mutation.isPending) return;
    setAttempt((n) => n + 1);
    const payload = buildRegistrationPayload(answers, account, settings.authenticated);
    const checked = registrationRequestSchema(baseContext).safeParse(payload);
    if (!checked.success) {
      setClientItems(
        checked.error.issues.map((issue) => {
          const field = issue.path.join('.');
          return { message: issue.message, field: LAST_SCREEN_FIELDS.includes(field) ? field : undefined };
        }),
      );
      return;
    }
    setClientItems([]);
    mutation.mutate(
      { payload, loanOriginatorUuid: settings.loanOriginatorUuid, idempotencyKey: draftIdempotencyKey() },
      {
        onSuccess: ({ jwt, applicationUuid }) => {
          writeToken(jwt);
          clearDraft();
          // Everything cached belonged to the visitor before they had a session.
          queryClient.clear();
          router.history.push(paths.applicationStart.getHref(applicationUuid));
        },
      },
    );
  }

  const serverItems = apiErrorItems(mutation.error, LAST_SCREEN_FIELDS);
  return {
    submit,
    items: clientItems.length > 0 ? clientItems : serverItems,
    attempt: `${attempt}-${mutation.failureCount}`,
    pending: mutation.isPending || mutation.isSuccess,
    duplicate: mutation.error instanceof ApiError && mutation.error.status === 409,
  };
}

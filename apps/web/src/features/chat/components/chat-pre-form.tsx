import { zodResolver } from '@hookform/resolvers/zod';
import { chatPreFormSchema, type ChatPreForm } from '@lintel/domain/validation/chat-forms';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { hasToken } from '../../../lib/session-token.ts';
import { signedInIdentity } from '../api/chat-calls.ts';

/** Spec §2/§5: Name and Email address, then 'Start chat'; prefilled for a signed-in borrower. */
export function ChatPreFormView({ onStart, busy }: { onStart: (form: ChatPreForm) => void; busy: boolean }) {
  const { register, handleSubmit, formState, reset, getValues } = useForm<ChatPreForm>({
    resolver: zodResolver(chatPreFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The error summary takes focus (GOV.UK pattern), not the first field.
    shouldFocusError: false,
    defaultValues: { friendlyName: '', emailAddress: '' },
  });
  useEffect(() => {
    if (!hasToken()) return;
    let stopped = false;
    void signedInIdentity()
      .then((identity) => {
        if (stopped) return;
        const current = getValues();
        reset({
          friendlyName:
            current.friendlyName ||
            [identity.name?.firstName, identity.name?.lastName].filter(Boolean).join(' '),
          emailAddress: current.emailAddress || identity.email,
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [reset, getValues]);
  const errors = formState.errors;
  const items = [
    ...(errors.friendlyName?.message
      ? [{ field: 'chat-friendlyName', message: errors.friendlyName.message }]
      : []),
    ...(errors.emailAddress?.message
      ? [{ field: 'chat-emailAddress', message: errors.emailAddress.message }]
      : []),
  ];
  return (
    <form noValidate className="stack chat-pre-form" onSubmit={handleSubmit(onStart)}>
      <ErrorSummary items={items} focusKey={formState.submitCount} />
      <FormField name="chat-friendlyName" label="Name" error={errors.friendlyName?.message}>
        {(control) => (
          <input {...control} {...register('friendlyName')} className="input" autoComplete="name" />
        )}
      </FormField>
      <FormField name="chat-emailAddress" label="Email address" error={errors.emailAddress?.message}>
        {(control) => (
          <input
            {...control}
            {...register('emailAddress')}
            className="input"
            type="email"
            autoComplete="email"
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={busy}>
        Start chat
      </button>
    </form>
  );
}

import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ceoFeedbackFormSchema } from '@lintel/domain/validation/ceo-feedback';
import type { CeoFeedbackForm } from '@lintel/domain/validation/ceo-feedback';
import { FormField } from '../../../components/form/form-field.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSendCeoFeedback } from '../api/send-ceo-feedback.ts';
import { CEO_FEEDBACK_TITLE } from '../ceo-feedback-copy.ts';
import './feedback.css';

const TOPICS = [
  { value: 'IMPROVE', label: 'Something we could improve' },
  { value: 'COMPLIMENT', label: 'A compliment' },
];
const CONSENT = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

function sendError(error: unknown): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiError ? error.message : 'Something unexpected happened';
}

/** Spec 001 §2/§5: topic, message (10-1000), marketing consent; validated with the schema the server uses. */
export function CeoFeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendCeoFeedback();
  const { register, handleSubmit, control, formState, reset } = useForm<CeoFeedbackForm>({
    resolver: zodResolver(ceoFeedbackFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const close = () => {
    reset();
    send.reset();
    onClose();
  };
  const errors = formState.errors;
  return (
    <Modal title={CEO_FEEDBACK_TITLE} open={open} onClose={close}>
      {send.isSuccess ? (
        <>
          <p role="status">Thank you. Your message is on its way to our CEO.</p>
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </>
      ) : (
        <form noValidate className="stack" onSubmit={handleSubmit((values) => send.mutate(values))}>
          <Controller
            control={control}
            name="topic"
            render={({ field }) => (
              <RadioGroup
                name="topic"
                legend="What would you like to share?"
                options={TOPICS}
                value={field.value}
                onChange={field.onChange}
                error={errors.topic?.message}
              />
            )}
          />
          <FormField
            name="message"
            label="Your message"
            hint="10 to 1000 characters"
            error={errors.message?.message}
          >
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register('message')}
                className="input ceo-feedback__message"
                rows={5}
              />
            )}
          </FormField>
          <Controller
            control={control}
            name="marketingConsent"
            render={({ field }) => (
              <RadioGroup
                name="marketingConsent"
                legend="May we contact you about our products?"
                options={CONSENT}
                value={field.value}
                onChange={field.onChange}
                error={errors.marketingConsent?.message}
                inline
              />
            )}
          />
          {send.isError ? (
            <p role="alert" className="error-message">
              {sendError(send.error)}
            </p>
          ) : null}
          <div className="button-group">
            <button type="submit" className="button" disabled={send.isPending}>
              Send
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHATBOT_FEEDBACK_REASONS,
  chatbotFeedbackSchema,
  type ChatbotFeedback,
} from '@lintel/domain/validation/chatbot-feedback';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TELL_US_MORE } from '../chat-copy.ts';

const REASONS = CHATBOT_FEEDBACK_REASONS.map((value) => ({
  value,
  label: value === 'other' ? 'Other' : value,
}));

/** Spec §2/§5: the thumbs-down dialog 'Tell us more', a reason and up to 140 characters. */
export function ChatbotFeedbackDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (feedback: ChatbotFeedback) => void;
}) {
  const { control, register, handleSubmit, formState, reset } = useForm<ChatbotFeedback>({
    resolver: zodResolver(chatbotFeedbackSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal title={TELL_US_MORE} open={open} onClose={close}>
      <form
        noValidate
        className="stack"
        onSubmit={handleSubmit((values) => {
          onSubmit(values);
          reset();
        })}
      >
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              name="chatbot-reason"
              legend="What was wrong with the answer?"
              options={REASONS}
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.reason?.message}
            />
          )}
        />
        <FormField
          name="chatbot-additionalInformation"
          label="Anything else? (optional)"
          hint="Up to 140 characters"
          error={formState.errors.additionalInformation?.message}
        >
          {(controlProps) => (
            <textarea {...controlProps} {...register('additionalInformation')} className="input" rows={3} />
          )}
        </FormField>
        <div className="button-group">
          <button type="submit" className="button">
            Send feedback
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { withPreservedQuery } from '@lintel/domain/shell-rules/url-rules';
import { formatUsPhone } from '@lintel/domain/validation/us-phone';
import { contactDetailsShape } from '@lintel/domain/application/collect-additional-info';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { UsPhoneInput } from '../../../components/form/us-phone-input.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSubmitAdditionalInfo } from '../api/additional-info.ts';
import { profileDraft } from '../profile-draft.ts';
import './start.css';

export const CONTACT_TITLE = 'What is your mobile phone number?';
const FIELD = 'phoneNumber';
const contactSchema = z.strictObject(contactDetailsShape);

/** A number on file (+13125550188, 312-555-0188) as the input shows it: (312) 555-0188. */
export function phoneForInput(known: string | null | undefined): string {
  const digits = (known ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national ? formatUsPhone(national) : '';
}

interface ContactPageProps {
  uuid: string;
  /** The number on file for this application, else the one given at registration. */
  knownPhone: string | null | undefined;
  /** start/profile: where the answers sent with this page come from. */
  profileHref: string;
}

/**
 * Page start/contact (server step COLLECT_ADDITIONAL_INFO; decision 109): the mobile phone, then both pages'
 * answers go in one call (-> HMDA). Without start/profile's answers in memory (a reload, a deep link) the borrower
 * is sent back there first.
 */
export function ContactPage({ uuid, knownPhone, profileHref }: ContactPageProps) {
  // Read once: the draft is cleared when the answers are sent, and this page must not bounce back then.
  const [draft] = useState(() => profileDraft.get(uuid));
  const submitInfo = useSubmitAdditionalInfo(uuid);
  const [phone, setPhone] = useState(() => phoneForInput(knownPhone));
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();
  // While the router leaves this page (after sending, the draft is gone) it may still render here: only the
  // borrower actually at start/contact is sent back. Like every redirect, it keeps only pop-webchat (spec 000 §2).
  const here = pathname.replace(/\/+$/, '').endsWith('/start/contact');
  useEffect(() => {
    if (!draft && here) void navigate({ href: withPreservedQuery(profileHref, searchStr), replace: true });
  }, [draft, here, navigate, profileHref, searchStr]);
  if (!draft) return <Loading label="Loading your details" />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    setAttempts((n) => n + 1);
    const parsed = z.safeParse(contactSchema, { phoneNumber: phone });
    setFieldErrors(
      parsed.success ? [] : parsed.error.issues.map((i) => ({ message: i.message, field: FIELD })),
    );
    if (!parsed.success) return;
    submitInfo.mutate(
      { ...draft, phoneNumber: parsed.data.phoneNumber },
      { onSuccess: () => profileDraft.clear(uuid) },
    );
  }

  // A server message about a start/profile answer has no field here: it is listed, and Back leads to it.
  const errors = fieldErrors.length > 0 ? fieldErrors : serverErrors(submitInfo.error);
  if (submitInfo.isSuccess) return <Loading label="Finding your next step" />;
  return (
    <QuestionPage
      title={CONTACT_TITLE}
      backHref={profileHref}
      errors={errors}
      focusKey={attempts + submitInfo.failureCount}
      onSubmit={submit}
      submitLabel="Save and continue"
      submitting={submitInfo.isPending}
    >
      <FormField
        name={FIELD}
        label={CONTACT_TITLE}
        labelAsHeading
        error={errors.find((e) => e.field === FIELD)?.message}
        hint="A US mobile number. We text you when your application needs you, and the notary may call you on it. Step 2 of 2."
      >
        {(control) => (
          <UsPhoneInput
            {...control}
            className="start-input-short"
            value={phone}
            onValueChange={setPhone}
          />
        )}
      </FormField>
    </QuestionPage>
  );
}

function serverErrors(error: unknown): ErrorSummaryItem[] {
  if (!error) return [];
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => ({
      message: item.message,
      field: item.field === FIELD ? FIELD : undefined,
    }));
  return [{ message: 'Something unexpected happened' }];
}

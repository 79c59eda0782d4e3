import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  MARITAL_STATUSES,
  PROPERTY_OWNERSHIP_TYPES,
  type AdditionalInfoView,
  type MaritalStatus,
  type PropertyOwnership,
} from '@lintel/domain/application/collect-additional-info';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import type { ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { checkProfile } from '../profile-answers.ts';
import { profileDraft } from '../profile-draft.ts';
import { HardCreditConsent } from './hard-credit-consent.tsx';
import { SsnField } from './ssn-field.tsx';
import './start.css';

export const PROFILE_TITLE = 'About you and your home';

const OWNERSHIP_LABELS: Readonly<Record<PropertyOwnership, { label: string; hint?: string }>> = {
  SOLE_OWNER: { label: 'In my name only' },
  JOINT_OWNER: { label: 'Jointly, with someone else on the title' },
  TRUST: { label: 'In a trust', hint: 'We will ask you for the certificate of trust.' },
};

const MARITAL_LABELS: Readonly<Record<MaritalStatus, { label: string; hint?: string }>> = {
  MARRIED: { label: 'Married' },
  SEPARATED: { label: 'Separated' },
  UNMARRIED: { label: 'Unmarried', hint: 'Single, divorced or widowed' },
};

interface ProfilePageProps {
  uuid: string;
  /** The property as one line, for the ownership question. */
  address: string;
  onFile: AdditionalInfoView;
  /** The answers are kept (in memory) for start/contact, which sends them. */
  onContinue: () => void;
}

/**
 * Page start/profile (server step COLLECT_ADDITIONAL_INFO, engine state moreProfile; decision 109): after choosing
 * an offer, what the application still needs about the borrower: how they hold title, marital status (some states
 * need a spouse's consent), the SSN when none is held, and the hard-credit authorisation.
 */
export function ProfilePage({ uuid, address, onFile, onContinue }: ProfilePageProps) {
  const kept = profileDraft.get(uuid);
  const [ownership, setOwnership] = useState<string | undefined>(
    kept?.addressOwnership ?? onFile.addressOwnership ?? undefined,
  );
  const [marital, setMarital] = useState<string | undefined>(
    kept?.maritalStatus ?? onFile.maritalStatus ?? undefined,
  );
  const [ssn, setSsn] = useState(kept?.ssn ?? '');
  const [consent, setConsent] = useState(kept?.hardCreditConsent ?? onFile.hardCreditConsent);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle(PROFILE_TITLE, errors.length > 0);
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const checked = checkProfile(
      { addressOwnership: ownership, maritalStatus: marital, ssn, hardCreditConsent: consent },
      onFile.hasSsn,
    );
    setErrors(checked.errors ?? []);
    if (!checked.draft) return;
    profileDraft.save(uuid, checked.draft);
    onContinue();
  }

  return (
    <div className="question-page">
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">{PROFILE_TITLE}</h1>
      <p className="start-intro">
        Your offer is chosen. Before we prepare your application for signing we need a few details about you
        and your home. Step 1 of 2.
      </p>
      <form noValidate onSubmit={submit}>
        <RadioGroup
          name="addressOwnership"
          legend={`How do you own ${address}?`}
          hint="As it is recorded on the title (the deed) of the home."
          error={errorFor('addressOwnership')}
          options={PROPERTY_OWNERSHIP_TYPES.map((value) => ({ value, ...OWNERSHIP_LABELS[value] }))}
          value={ownership}
          onChange={setOwnership}
        />
        <RadioGroup
          name="maritalStatus"
          legend="What is your marital status?"
          hint="In some states a spouse must consent to a loan secured on the home."
          error={errorFor('maritalStatus')}
          options={MARITAL_STATUSES.map((value) => ({ value, ...MARITAL_LABELS[value] }))}
          value={marital}
          onChange={setMarital}
        />
        {onFile.hasSsn ? null : <SsnField value={ssn} onChange={setSsn} error={errorFor('ssn')} />}
        <HardCreditConsent checked={consent} onChange={setConsent} error={errorFor('hardCreditConsent')} />
        <button type="submit" className="button">
          Continue
        </button>
      </form>
    </div>
  );
}

import { Suspense, lazy, useState } from 'react';
import { needsHomeAddress } from '@lintel/domain/registration/home-address-screen';
import {
  OCCUPANCY_TYPES,
  REFERRAL_STATE_NOT_LICENSED,
  isLenderStateRefused,
  isReferralStateRefused,
  propertyAddressScreenSchema,
} from '@lintel/domain/registration/property-address-screen';
import type { PropertyAddressScreen as Answers } from '@lintel/domain/registration/property-address-screen';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { AddressQuestion } from '../components/address-question.tsx';
import { StateNotLicensed } from '../components/state-not-licensed.tsx';
import { propertyModalFor } from '../components/property-modal-for.ts';
import type { PropertyModal } from '../components/property-modal-for.ts';
import { removeAnswers } from '../draft/draft-store.ts';
import { useLightScreenForm } from '../form/use-light-screen-form.ts';
import type { FormValues } from '../form/use-screen-form.ts';
import { useRegistrationContext } from '../registration-settings.tsx';
import { useScreen } from '../steps/use-screen.ts';

// Few visitors ever see these dialogs: they load when one opens, not with the first screen (decision 120).
const PropertyModals = lazy(() =>
  import('../components/property-modals.tsx').then((m) => ({ default: m.PropertyModals })),
);

export const PROPERTY_HEADING = 'Apply in 5 minutes, receive funding in 5 days';
export const PROPERTY_QUESTION = "What's your property address for financing?";
const OCCUPANCY_LABELS: Record<(typeof OCCUPANCY_TYPES)[number], string> = {
  PRIMARY: 'Primary residence',
  SECONDARY: 'Secondary home',
  INVESTMENT: 'Investment property',
};
const FIELDS = [
  'propertyAddress.street1',
  'propertyAddress.street2',
  'propertyAddress.city',
  'propertyAddress.state',
  'propertyAddress.zip',
  'propertyAddress.occupancyType',
] as const;
type Schema = ReturnType<typeof propertyAddressScreenSchema>;

/** Spec 000 §2 screen 1: the property, its occupancy, and the modals a property can open. */
export function PropertyAddressScreen() {
  const organisation = useOrganisation();
  const { answers, settings, saveAndContinue } = useScreen('property-address');
  const context = useRegistrationContext(undefined);
  // Hawaii and New York have a dialog of their own that names the lender to go to: it answers before the licence
  // rule does (the register endpoint still refuses them where the lender holds no licence).
  const modalAnswers = (typed: string) =>
    ['hawaii', 'new-york'].includes(
      propertyModalFor({
        state: typed,
        zip: '',
        organisation,
        nyModal: settings.nyModal,
        disasterZips: [],
      }) ?? '',
    );
  const { form, items, errorFor, focusKey } = useLightScreenForm<Schema>(
    (typed) => {
      const typedState = String(typed.propertyAddress?.state ?? '').toUpperCase();
      return propertyAddressScreenSchema(
        modalAnswers(typedState) ? { ...context, licensedStates: undefined } : context,
      );
    },
    { propertyAddress: answers.propertyAddress ?? {} },
    FIELDS,
  );
  const [modal, setModal] = useState<PropertyModal>(null);
  const [pending, setPending] = useState<Answers | null>(null);
  const state = String(form.watch('propertyAddress.state') ?? '').toUpperCase();
  const refused = isReferralStateRefused(state, context.referral);
  const notLicensed = !refused && !modalAnswers(state) && isLenderStateRefused(state, context.licensedStates);

  const proceed = (values: Answers) => {
    if (!needsHomeAddress(values.propertyAddress.occupancyType)) removeAnswers(['homeAddress']);
    saveAndContinue(values);
  };
  const onSubmit = form.handleSubmit((values) => {
    const next = propertyModalFor({
      state: values.propertyAddress.state,
      zip: values.propertyAddress.zip,
      organisation,
      nyModal: settings.nyModal,
      disasterZips: settings.disasterZips,
    });
    if (next) {
      setPending(values);
      setModal(next);
    } else proceed(values);
  });

  return (
    <QuestionPage
      title={PROPERTY_QUESTION}
      errors={items}
      focusKey={focusKey}
      onSubmit={(event) => void onSubmit(event)}
      submitting={refused}
    >
      <h1 className="heading-l">{PROPERTY_HEADING}</h1>
      <AddressQuestion<FormValues<Schema>>
        prefix="propertyAddress"
        label={PROPERTY_QUESTION}
        form={form}
        errorFor={errorFor}
      />
      {refused && !errorFor('propertyAddress.state') ? (
        <p className="warning-text" role="alert">
          {REFERRAL_STATE_NOT_LICENSED}
        </p>
      ) : null}
      {notLicensed ? (
        <StateNotLicensed state={state} messageShown={Boolean(errorFor('propertyAddress.state'))} />
      ) : null}
      <RadioGroup
        name="propertyAddress.occupancyType"
        legend="How do you use this property?"
        error={errorFor('propertyAddress.occupancyType')}
        options={OCCUPANCY_TYPES.map((value) => ({ value, label: OCCUPANCY_LABELS[value] }))}
        value={form.watch('propertyAddress.occupancyType') as string | undefined}
        onChange={(value) => form.setValue('propertyAddress.occupancyType', value)}
      />
      {/* Mounted from the first opening on, so a closing dialog still hands focus back natively. */}
      {pending ? (
        <Suspense fallback={null}>
          <PropertyModals
            modal={modal}
            organisation={organisation}
            onClose={() => setModal(null)}
            onContinue={() => {
              setModal(null);
              if (pending) proceed(pending);
            }}
          />
        </Suspense>
      ) : null}
    </QuestionPage>
  );
}

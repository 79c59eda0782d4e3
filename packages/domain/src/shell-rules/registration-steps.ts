/** Spec 001 §2 / spec 000 §4: the registration stepper. */

export interface RegistrationStep {
  label: string;
  substeps: readonly string[];
}

export interface KnownContact {
  email?: string | null;
  phoneNumbers?: readonly string[] | null;
}

/** Contact Info is left out when the identity already has an email and a phone. */
export function registrationSteps(identity?: KnownContact | null): RegistrationStep[] {
  const hasContact =
    Boolean(identity?.email?.trim()) && (identity?.phoneNumbers ?? []).some((phone) => phone.trim());
  return [
    { label: 'Property Info', substeps: ['Address', 'Sale Status'] },
    { label: 'Income Info', substeps: [] },
    { label: 'Personal Info', substeps: ['Name', 'Birthdate'] },
    ...(hasContact ? [] : [{ label: 'Contact Info', substeps: [] }]),
    { label: 'Login Info', substeps: [] },
  ];
}

import { needsHomeAddress } from '@lintel/domain/registration/home-address-screen';
import type { RegistrationDraft } from '@lintel/domain/registration/registration-request';

/** The register-v2 screens in order (spec 000 §2), each with its path below /register-v2. */
export const SCREENS = [
  'property-address',
  'home-address',
  'for-sale',
  'annual-income',
  'legal-name',
  'birthdate',
  'phone-and-email',
  'set-password',
] as const;
export type Screen = (typeof SCREENS)[number];

/** The first screen is the index route. */
export function screenSlug(screen: Screen): string {
  return screen === 'property-address' ? '' : screen;
}

export interface JourneyState {
  answers: RegistrationDraft;
  /** Signed-in visitors skip phone-and-email and set-password (spec 000 §2, §6). */
  authenticated: boolean;
}

/** Journeys as data (guide practice 6): which screens this visitor sees. */
export function appliesTo(screen: Screen, { answers, authenticated }: JourneyState): boolean {
  if (screen === 'home-address') return needsHomeAddress(answers.propertyAddress?.occupancyType);
  if (screen === 'phone-and-email' || screen === 'set-password') return !authenticated;
  return true;
}

/** Whether a screen's answer is in the draft. set-password is never stored, so it is never answered. */
function isAnswered(screen: Screen, answers: RegistrationDraft): boolean {
  switch (screen) {
    case 'property-address':
      return Boolean(answers.propertyAddress?.street1 && answers.propertyAddress.occupancyType);
    case 'home-address':
      return Boolean(answers.homeAddress?.street1);
    case 'for-sale':
      return typeof answers.isListedForSale === 'boolean';
    case 'annual-income':
      return Boolean(answers.income?.employmentType) && typeof answers.income?.income === 'number';
    case 'legal-name':
      return Boolean(answers.name?.firstName && answers.name.lastName);
    case 'birthdate':
      return typeof answers.dob === 'string' && answers.dob !== '';
    case 'phone-and-email':
      return Boolean(answers.email && answers.phoneNumber);
    case 'set-password':
      return false;
  }
}

export function journey(state: JourneyState): Screen[] {
  return SCREENS.filter((screen) => appliesTo(screen, state));
}

/** The first screen whose answer is missing: the furthest a visitor may go (no jumping ahead). */
export function firstUnanswered(state: JourneyState): Screen {
  const screens = journey(state);
  return (
    screens.find((screen) => !isAnswered(screen, state.answers)) ??
    screens[screens.length - 1] ??
    'property-address'
  );
}

/**
 * Where a visitor asking for `screen` must go instead, or null when they may see it: screens that do not apply to
 * them, and screens past the first unanswered one, send them to that first unanswered screen.
 */
export function redirectFor(screen: Screen, state: JourneyState): Screen | null {
  const screens = journey(state);
  const allowedUpTo = screens.indexOf(firstUnanswered(state));
  const index = screens.indexOf(screen);
  if (index === -1 || index > allowedUpTo) return screens[allowedUpTo] ?? 'property-address';
  return null;
}

export function nextScreen(screen: Screen, state: JourneyState): Screen | null {
  const screens = journey(state);
  return screens[screens.indexOf(screen) + 1] ?? null;
}

export function previousScreen(screen: Screen, state: JourneyState): Screen | null {
  const screens = journey(state);
  const index = screens.indexOf(screen);
  return index > 0 ? (screens[index - 1] ?? null) : null;
}

/** The stepper group a screen belongs to (spec 001 §2 "Registration stepper labels"). */
export function stepperLabel(screen: Screen): string {
  if (screen === 'property-address' || screen === 'home-address' || screen === 'for-sale')
    return 'Property Info';
  if (screen === 'annual-income') return 'Income Info';
  if (screen === 'legal-name' || screen === 'birthdate') return 'Personal Info';
  if (screen === 'phone-and-email') return 'Contact Info';
  return 'Login Info';
}

import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mergedPricingData } from '@lintel/domain/organisation/organisation';
import { specialProductMode } from '@lintel/domain/pricing/pricing-marketing';
import type { RegistrationContext } from '@lintel/domain/registration/registration-context';
import { env } from '../../config/env.ts';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { licensedStatesQueryOptions } from './api/loan-originator.ts';

/** What the app layer evaluated for this registration (flags, session, referral); features read no flags. */
export interface RegistrationSettings {
  /** Flag fe-heloc-{product}-ny-modal. */
  nyModal: boolean;
  /** Flag fe-heloc-ny-fcra. */
  nyFcra: boolean;
  /** Flag variable disasterZips. */
  disasterZips: readonly string[];
  authenticated: boolean;
  loanOriginatorUuid?: string | undefined;
  /** `/account/heloc/register-v2` or the classic `/account/heloc/register`. */
  basePath: string;
}

const SettingsContext = createContext<RegistrationSettings | null>(null);

export function RegistrationSettingsProvider({
  settings,
  children,
}: {
  settings: RegistrationSettings;
  children: ReactNode;
}) {
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export function useRegistrationSettings(): RegistrationSettings {
  const settings = use(SettingsContext);
  if (!settings) throw new Error('useRegistrationSettings needs a <RegistrationSettingsProvider> above it');
  return settings;
}

/** The context the domain's rules need, built the way the register endpoint builds it (decision 031). */
export function useRegistrationContext(propertyState: string | undefined): RegistrationContext {
  const settings = useRegistrationSettings();
  const organisation = useOrganisation();
  const referral = useQuery({
    ...licensedStatesQueryOptions(settings.loanOriginatorUuid ?? ''),
    enabled: Boolean(settings.loanOriginatorUuid),
  }).data;
  return {
    today: new Date(),
    propertyState,
    // The lender's policy offers the 62-and-over product (decision 224), as the register endpoint reads it.
    specialProductMode: specialProductMode(mergedPricingData(organisation)),
    // The register endpoint decides regulator review (decision 077); its message then shows like any other.
    regulatorReview: false,
    nyFcraFlag: settings.nyFcra,
    isProduction: !env.isDev,
    referral: referral
      ? { enforce: referral.enforceLicensedStatesForReferral, licensedStates: referral.licensedStates }
      : undefined,
    licensedStates: organisation.orgMetaData.heloc.licensedStates,
    authenticated: settings.authenticated,
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { REGISTRATION_GATE_FLAGS } from '@lintel/domain/reference-data/feature-flag-keys';
import { disasterZipsVariablesSchema } from '@lintel/domain/reference-data/feature-flags';
import type { MaintenanceVariables } from '@lintel/domain/reference-data/feature-flags';
import { flagDecisionQueryOptions } from '../../features/feature-flags/api/flag-decision.ts';
import { maintenanceFor } from '../../features/feature-flags/maintenance.ts';
import { readDraft, saveLoanOriginator } from '../../features/registration/draft/draft-store.ts';
import { registrationClosed } from '../../features/registration/gates.ts';
import type { RegistrationSettings } from '../../features/registration/registration-settings.tsx';
import { hasToken } from '../../lib/session-token.ts';

export interface RegisterGates {
  redesign: boolean;
  closed: boolean;
  maintenance: MaintenanceVariables | null;
  settings: RegistrationSettings;
}

interface GateInput {
  queryClient: QueryClient;
  organisation: Organisation;
  pathname: string;
  loanOriginatorUuid: string | undefined;
  basePath: string;
}

/**
 * Everything a registration page decides before it shows (spec 000 §2 gates, §7 flags), evaluated in parallel and
 * cached; the registration feature gets the outcome and reads no flags itself.
 */
export async function loadRegisterGates(input: GateInput): Promise<RegisterGates> {
  const { queryClient, organisation, pathname, basePath } = input;
  const org = organisation.orgCode;
  const flag = (key: string) => queryClient.ensureQueryData(flagDecisionQueryOptions(key, org));
  const [redesign, maintenance, nyModal, nyFcra, disaster] = await Promise.all([
    flag(REGISTRATION_GATE_FLAGS.redesign),
    flag(REGISTRATION_GATE_FLAGS.maintenance),
    flag(REGISTRATION_GATE_FLAGS.nyModal),
    flag(REGISTRATION_GATE_FLAGS.nyFcra),
    flag(REGISTRATION_GATE_FLAGS.disasterZips),
  ]);
  // The referral arrives on the first screen's address and must survive the later screens and a reload.
  if (input.loanOriginatorUuid) saveLoanOriginator(input.loanOriginatorUuid);
  const loanOriginatorUuid = input.loanOriginatorUuid ?? readDraft().loanOriginatorUuid;
  return {
    redesign: redesign.flagEnabled,
    closed: registrationClosed(organisation, loanOriginatorUuid),
    maintenance: maintenanceFor(maintenance, pathname),
    settings: {
      nyModal: nyModal.flagEnabled,
      nyFcra: nyFcra.flagEnabled,
      disasterZips: disaster.flagEnabled
        ? disasterZipsVariablesSchema.parse(disaster.variables).disasterZips
        : [],
      authenticated: hasToken(),
      loanOriginatorUuid,
      basePath,
    },
  };
}

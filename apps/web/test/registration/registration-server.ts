import { application, serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { flagDecision } from '@lintel/domain/api/endpoints/feature-flags';
import { identityV1, identityV1_1 } from '@lintel/domain/api/endpoints/identity';
import { register } from '@lintel/domain/api/endpoints/registration';
import { addressTypeahead } from '@lintel/domain/api/endpoints/service-address';
import { signedInProfile } from '@lintel/domain/api/endpoints/service-profile';
import { answer, handle, refuse, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

export interface RegistrationServer {
  flags?: Record<string, { enabled: boolean; variables?: Record<string, unknown> }>;
  /** The register call's answer: a new account and application unless given. */
  register?: () => Sent<typeof register> | Response;
}

export const APPLICATION_UUID = '3f2b8c1d-0b9c-4d5e-9a43-7a1e5f2b8c1d';

const SUGGESTIONS = [
  { street1: '1297 Ridge Road', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
  { street1: '9110 Chestnut Street', street2: '', city: 'Birmingham', state: 'AL', zip: '35203' },
];

/**
 * The API as the registration sees it (with server.use): flags by key (the redesign on unless said otherwise, any
 * other off), the typeahead and the register call. It keeps no account nor application: the reads of a signed-in
 * visitor and of the application pages after registering are not found (those pages have tests of their own).
 */
export function serveRegistration({ flags = {}, register: registered }: RegistrationServer = {}) {
  const redesign = flags['fe-heloc-redesign-2025'] ?? { enabled: true };
  server.use(
    handle(flagDecision, ({ body }) => {
      const key = body.flagKey;
      const flag = key === 'fe-heloc-redesign-2025' ? redesign : (flags[key] ?? { enabled: false });
      return {
        flagKey: key,
        flagEnabled: flag.enabled,
        variationKey: flag.enabled ? 'on' : 'off',
        variables: flag.variables ?? {},
      };
    }),
    answer(addressTypeahead, SUGGESTIONS),
    handle(register, () => registered?.() ?? { jwt: 'new-token', applicationUuid: APPLICATION_UUID }),
    ...[identityV1, identityV1_1, signedInProfile, application, serverStepStatus].map((read) =>
      refuse(read, 404, 'Not found'),
    ),
  );
}

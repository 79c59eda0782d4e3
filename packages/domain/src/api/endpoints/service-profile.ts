import { profileSchema } from '../../identity/identity.ts';
import { endpoint } from '../endpoint.ts';

/** Spec 000 §7: "when authenticated; prefills email". */
export const signedInProfile = endpoint({
  method: 'GET',
  path: '/service-profile/api/v1/profile',
  service: 'service-profile',
  summary: 'Profile of the signed-in identity',
  caller: 'signed-in',
  response: profileSchema,
});

import { expect } from 'vitest';
import { freshIp } from '../identity/identity-test-kit.ts';
import { headersNow, V3, type Journey } from '../workflow/closing/closing-kit.ts';
import { ACCEPT, FILES, invitationToken, SIGNER_PASSWORD, SIGNERS, type signerWorld } from './signer-kit.ts';

type World = Awaited<ReturnType<typeof signerWorld>>;
export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}`, 'x-org': 'lintel' });

/** The borrower's and the signer's calls of the signer tests, bound to one world. */
export function signerActions(world: World) {
  const invite = (j: Journey, email: string, extra: object = {}) =>
    j.act('POST', 'signers', { firstName: 'Casey', lastName: 'Owner', email, relation: 'CO_DEEDER', ...extra });
  const accept = (token: string) =>
    world.t.app.inject({
      method: 'POST',
      url: ACCEPT,
      headers: { 'x-org': 'lintel' },
      remoteAddress: freshIp(),
      payload: { token, password: SIGNER_PASSWORD, confirmPassword: SIGNER_PASSWORD },
    });
  const delivered = () => world.t.app.jobs.drain();
  /** Invites, delivers, accepts: the signer's id and session. */
  const acceptedSigner = async (j: Journey, email: string, extra: object = {}) => {
    const invited = await invite(j, email, extra);
    expect(invited.statusCode, invited.body).toBe(201);
    await delivered();
    const accepted = await accept(await invitationToken(world.mailer, email));
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { id: (invited.json() as { id: string }).id, jwt: (accepted.json() as { jwt: string }).jwt };
  };
  const signerCall = (jwt: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    world.t.app.inject({ method, url: `${SIGNERS}${path}`, headers: bearer(jwt), ...(payload ? { payload } : {}) });
  const verify = async (jwt: string, id: string) => {
    for (const type of ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']) {
      const uploaded = await world.t.app.inject({
        method: 'PUT',
        url: `${SIGNERS}/${id}/documents/${type}`,
        headers: { ...bearer(jwt), 'content-type': 'image/jpeg' },
        payload: FILES.jpeg,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    expect((await signerCall(jwt, 'POST', `/${id}/identity`, { idType: "US Driver's License" })).statusCode).toBe(200);
  };
  const sign = async (jwt: string, id: string) => {
    const signed = await signerCall(jwt, 'POST', `/${id}/sign`, { esignConsent: true, signedName: 'Casey Owner' });
    expect(signed.json(), signed.body).toEqual({ progress: 'SIGNED' });
  };
  /** DELETE the borrower's signer, as `headers` (the borrower's unless given). */
  const remove = async (j: Journey, signerId: string, headers?: Record<string, string>) =>
    world.t.app.inject({
      method: 'DELETE',
      url: `${V3}/${j.id}/signers/${signerId}`,
      headers: headers ?? (await headersNow(world, j.borrower)),
    });
  return { invite, accept, delivered, acceptedSigner, signerCall, verify, sign, remove };
}

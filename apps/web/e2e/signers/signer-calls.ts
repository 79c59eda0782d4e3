import type { Page } from '@playwright/test';
import { endpointUrl, type Endpoint } from '@lintel/domain/api/endpoint';
import { devMailbox, devMailboxMessage } from '@lintel/domain/api/endpoints/dev-mailbox';
import {
  acceptInvitation,
  inviteSigner,
  signerBookNotary,
  signerNotarySlots,
  signerSign,
  signerUpload,
  signerVerifyIdentity,
} from '@lintel/domain/api/endpoints/signers';
import { expect } from '../fixtures/axe.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';

export const SIGNER_PASSWORD = 'Signer-Pass-2026!';

/**
 * An invited signer by the calls their pages make (the journey in signer-journey.spec.ts walks those pages), for the
 * journeys that start later: the borrower invites, the link is read from the dev mailbox's API, the signer accepts
 * and, when asked, verifies, signs and books a remote notary. Each call through its endpoint of the contract.
 */
export async function invitedSigner(
  page: Page,
  at: { uuid: string },
  org: string,
  who: { firstName: string; lastName: string; email: string },
) {
  const uuid = at.uuid;
  const borrowerToken = await page.evaluate(() => window.localStorage.getItem('jwt'));
  let signerToken = '';

  async function call(
    target: Pick<Endpoint, 'method' | 'path'>,
    token: string,
    options: { params?: Record<string, string>; data?: object | Buffer; contentType?: string } = {},
  ) {
    const url = endpointUrl(target, { uuid, ...options.params });
    const headers: Record<string, string> = {
      'x-org': org,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    if (options.contentType) headers['content-type'] = options.contentType;
    const response = await page.request.fetch(url, { method: target.method, headers, data: options.data });
    expect(response.status(), `${target.method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  }

  /** The newest invitation to the signer's address, once the outbox has delivered it. */
  async function invitationLinkToken(): Promise<string> {
    let id = '';
    await expect
      .poll(
        async () => {
          const { messages } = (await call(devMailbox, '')) as {
            messages: { id: string; to: string; templateKey: string }[];
          };
          id = messages.find((m) => m.to === who.email && m.templateKey === 'signer-invitation')?.id ?? '';
          return id;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    const { text } = (await call(devMailboxMessage, '', { params: { id } })) as { text: string };
    const token = /[?&]token=([\w-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`no token in the invitation to ${who.email}`);
    return token;
  }

  async function inviteAndAccept() {
    await call(inviteSigner, borrowerToken ?? '', { data: { ...who, relation: 'CO_DEEDER' } });
    const token = await invitationLinkToken();
    const accepted = (await call(acceptInvitation, '', {
      data: { token, password: SIGNER_PASSWORD, confirmPassword: SIGNER_PASSWORD },
    })) as { jwt: string };
    signerToken = accepted.jwt;
  }

  async function verifyIdentity() {
    const jpeg = Buffer.from(E2E_JPEG_BASE64, 'base64');
    for (const type of ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK'])
      await call(signerUpload, signerToken, { params: { type }, data: jpeg, contentType: 'image/jpeg' });
    return call(signerVerifyIdentity, signerToken, { data: { idType: "US Driver's License" } });
  }

  async function sign() {
    await call(signerSign, signerToken, {
      data: { esignConsent: true, signedName: `${who.firstName} ${who.lastName}` },
    });
  }

  /** Identity, signature and the first remote notary time offered. */
  async function finish() {
    await verifyIdentity();
    await sign();
    const { slots } = (await call(signerNotarySlots, signerToken)) as { slots: { start: string }[] };
    await call(signerBookNotary, signerToken, { data: { kind: 'REMOTE', start: slots[0]?.start } });
  }

  /** Signs this browser in as the signer (the borrower's session is put back with `asBorrower`). */
  async function asSigner() {
    await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), signerToken);
  }
  async function asBorrower() {
    await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), borrowerToken ?? '');
  }

  return {
    inviteAndAccept,
    verifyIdentity,
    sign,
    finish,
    asSigner,
    asBorrower,
    call,
    token: () => signerToken,
  };
}

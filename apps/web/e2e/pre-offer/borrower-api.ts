import type { Page } from '@playwright/test';
import { expect } from '../fixtures/axe.ts';

const V3 = '/service-application/api/v3/application/heloc';

/**
 * The borrower's own API calls, with the session the browser holds, for the steps between offer selection and the
 * pre-offer branches that have no pages in this build yet (the calls those pages will make). Everything before and
 * after is the real browser on the real server.
 */
export async function borrowerApi(page: Page, uuid: string, org: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('jwt'));
  const headers = { authorization: `Bearer ${token ?? ''}`, 'x-org': org };

  async function call(method: 'GET' | 'PUT' | 'POST', path: string, data?: object | Buffer, type?: string) {
    const response = await page.request.fetch(`${V3}/${uuid}/${path}`, {
      method,
      headers: type ? { ...headers, 'content-type': type } : headers,
      data,
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  async function step() {
    const response = await page.request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, {
      headers,
    });
    return ((await response.json()) as { step: string }).step;
  }

  /** Waits for the background job to land the application on `expected`. */
  async function reach(expected: string) {
    await expect.poll(step, { timeout: 30_000 }).toBe(expected);
  }

  /** OFFER_SELECTION (the smallest FIXED line) through the summary to submission and the hard pull's job. */
  async function submit() {
    const { offers } = (await call('GET', 'offers')) as {
      offers: { type: string; term: number; min: number }[];
    };
    const offer = offers.find((o) => o.type === 'FIXED');
    if (!offer) throw new Error('No FIXED offer');
    await call('PUT', 'offer', { type: 'FIXED', term: offer.term, amount: offer.min, payType: 'MANUAL' });
    await call('PUT', 'additional-info', {
      addressOwnership: 'SOLE_OWNER',
      maritalStatus: 'UNMARRIED',
      ssn: '123-45-6789',
      hardCreditConsent: true,
      phoneNumber: '(303) 555-0142',
    });
    await call('PUT', 'hmda', { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] });
    await call('POST', 'summary-disclosure/accept', { accepted: true });
    expect(await call('POST', 'submit', { certified: true })).toEqual({ step: 'HARD_CREDIT_PULL' });
  }

  /** INCOME_VERIFICATION (payroll matches) through the bank account and an ID upload to the identity check. */
  async function verifyIncomeBankAndIdentity() {
    await call('POST', 'income/verify', { linkType: 'PAYROLL' });
    await call('PUT', 'disbursement-account', {
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      autopay: false,
    });
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    await call('PUT', 'documents/DRIVERS_LICENSE_FRONT?fileName=licence.jpg', jpeg, 'image/jpeg');
    return call('POST', 'identity/verify', { idType: "US Driver's License" });
  }

  return { call, step, reach, submit, verifyIncomeBankAndIdentity };
}

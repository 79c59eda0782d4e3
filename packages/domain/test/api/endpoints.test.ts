import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpointUrl } from '../../src/api/endpoint.ts';
import { serverStepStatus } from '../../src/api/endpoints/applications.ts';
import { addressTypeahead } from '../../src/api/endpoints/service-address.ts';
import { stateLicensesUrl } from '../../src/api/endpoints/state-licenses.ts';
import { bannerFileUrl } from '../../src/api/endpoints/banners.ts';
import { operatingHoursUrl } from '../../src/api/endpoints/operating-hours.ts';
import { telemetryEventUrl, telemetrySessionUrl } from '../../src/api/endpoints/telemetry.ts';
import { registrationBodySchema } from '../../src/registration/registration-request.ts';
import { applicationAnswers, fullPayload } from '../registration/fixtures.ts';

describe('the endpoints of the contract (decision 161)', () => {
  it('fill a wildcard path with the parameter `*`, encoded', () => {
    expect(endpointUrl(addressTypeahead, { '*': '1/2 Main St' })).toBe(
      '/service-address/api/v1/typeahead/1%2F2%20Main%20St',
    );
    expect(() => endpointUrl(addressTypeahead, {})).toThrow(/missing path parameter \*/);
  });

  it('give the addresses of the shell services', () => {
    expect(operatingHoursUrl('OPS_PHONE')).toBe('/service-operating-hours/external/api/v1/hours/OPS_PHONE');
    expect(operatingHoursUrl('OPS_CHAT', 'week')).toBe(
      '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week',
    );
    expect(operatingHoursUrl('OPS_CHAT', 'openStatus')).toBe(
      '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
    );
    expect(telemetrySessionUrl()).toBe('/ft/external/session');
    expect(telemetryEventUrl('secure')).toBe('/ft/secure/event');
    expect(bannerFileUrl('production')).toBe('/api/banners/production.json');
    expect(stateLicensesUrl('lintel')).toBe(
      '/service-application/external/api/v1/heloc/state-licenses?orgCode=lintel',
    );
  });

  it('read a server step the browser does not know as UNKNOWN, and send only known ones', () => {
    const answer = serverStepStatus.response;
    expect(answer.parse({ step: 'OFFER_SELECTION' })).toEqual({ step: 'OFFER_SELECTION' });
    expect(answer.parse({ step: 'A_STEP_FROM_THE_FUTURE' })).toEqual({ step: 'UNKNOWN' });
    expect(z.encode(answer, { step: 'OFFER_SELECTION' })).toEqual({ step: 'OFFER_SELECTION' });
  });

  it('describe the register body as either shape of the payload', () => {
    const {
      email: _e,
      phoneNumber: _p,
      phoneCountry: _c,
      password: _w,
      confirmPassword: _cw,
      ...rest
    } = fullPayload;
    expect(registrationBodySchema.safeParse(fullPayload).success).toBe(true);
    expect(
      registrationBodySchema.safeParse({
        ...applicationAnswers,
        softCreditConsent: true,
        consentVersions: {},
      }).success,
    ).toBe(true);
    expect(registrationBodySchema.safeParse({ ...rest, unknown: 1 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { addressTypeaheadParamsSchema } from '../../src/reference-data/address-suggestion.ts';
import { addressTypeaheadUrl } from '../../src/api/endpoints/service-address.ts';
import { loanOriginatorLicensedStatesUrl } from '../../src/api/endpoints/service-lead-portal.ts';
import { MAINTENANCE_DEFAULTS, nyModalFlagKey } from '../../src/reference-data/feature-flag-keys.ts';
import {
  disasterZipsVariablesSchema,
  maintenanceVariablesSchema,
} from '../../src/reference-data/feature-flags.ts';

describe('reference-data contracts', () => {
  it('fills every maintenance variable the flag leaves out or mistypes with the spec default', () => {
    expect(maintenanceVariablesSchema.parse({})).toEqual({ ...MAINTENANCE_DEFAULTS, routes: [] });
    expect(
      maintenanceVariablesSchema.parse({ routes: '/register', pageTitle: 3, message: 'Back at 6' }),
    ).toEqual({
      routes: [],
      pageTitle: 'Scheduled Maintenance',
      message: 'Back at 6',
      shouldShowDashboardLink: false,
    });
  });

  it('drops a malformed disaster zip list rather than failing the page', () => {
    expect(disasterZipsVariablesSchema.parse({ disasterZips: ['90272'] }).disasterZips).toEqual(['90272']);
    expect(disasterZipsVariablesSchema.parse({ disasterZips: ['9027'] }).disasterZips).toEqual([]);
  });

  it('builds the call paths with the typed text encoded', () => {
    expect(addressTypeaheadUrl('12 Main St, #4')).toBe(
      '/service-address/api/v1/typeahead/12%20Main%20St%2C%20%234',
    );
    expect(loanOriginatorLicensedStatesUrl('abc')).toBe('/service-lead-portal/api/lo/abc/licensed-states');
    expect(nyModalFlagKey('HELOC')).toBe('fe-heloc-heloc-ny-modal');
  });

  it('refuses over-long typeahead text with a readable message', () => {
    const result = addressTypeaheadParamsSchema.safeParse({ text: 'x'.repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Address search text must be at most 100 characters');
  });
});

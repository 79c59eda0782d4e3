import { groupOperatingHours } from '@lintel/domain/shell-rules/operating-hours';
import { operatingHoursUrl } from '@lintel/domain/api/endpoints/operating-hours';
import { openStatusAnswerSchema, operatingHoursAnswerSchema } from '@lintel/domain/shell-contracts/operating-hours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatingHours } from '../../../src/features/operating-hours/operating-hours-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let current = new Date('2026-11-23T18:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => current } });
});
afterAll(() => t.close());

const get = (url: string, org = 'lintel') => t.app.inject({ method: 'GET', url, headers: { 'x-org': org } });

async function openAt(instant: string, org = 'lintel') {
  current = new Date(instant);
  const response = await get(operatingHoursUrl('OPS_CHAT', 'openStatus'), org);
  expect(response.statusCode).toBe(200);
  return openStatusAnswerSchema.parse(response.json());
}

describe('GET /service-operating-hours/external/api/v1/hours/{department}', () => {
  it('answers the footer’s OPS_PHONE week in Pacific Time, Monday to Sunday', async () => {
    const response = await get(`${operatingHoursUrl('OPS_PHONE')}?display=true`);
    expect(response.statusCode).toBe(200);
    const answer = operatingHoursAnswerSchema.parse(response.json());
    expect(answer.timeZone).toBe('America/Los_Angeles');
    expect(answer.weekdays.map((d) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(answer.weekdays[0]).toEqual({ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '18:00' });
    expect(answer.weekdays[6]).toEqual({ weekday: 'SUNDAY', weekdayValue: 7, isOpen: false, startTime: null, endTime: null });
    expect(groupOperatingHours(answer.weekdays).map((line) => line.label)).toEqual([
      'Mon - Fri 6:00 AM - 6:00 PM PT',
      'Sat 8:00 AM - 12:00 PM PT',
      'Sun Closed',
    ]);
  });

  it('differs per organisation (x-org)', async () => {
    const harbor = operatingHoursAnswerSchema.parse((await get(operatingHoursUrl('OPS_PHONE'), 'harbor-mortgage')).json());
    expect(groupOperatingHours(harbor.weekdays).map((line) => line.label)).toEqual([
      'Mon - Thu 9:00 AM - 5:00 PM PT',
      'Fri 9:00 AM - 3:00 PM PT',
      'Sat - Sun Closed',
    ]);
  });

  it('reads the hours from the table, so a change needs no deploy', async () => {
    const monday = and(eq(operatingHours.orgCode, 'prairie-lending'), eq(operatingHours.department, 'OPS_PHONE'), eq(operatingHours.weekdayValue, 1));
    await t.db.update(operatingHours).set({ startTime: '07:30' }).where(monday);
    const answer = operatingHoursAnswerSchema.parse((await get(operatingHoursUrl('OPS_PHONE'), 'prairie-lending')).json());
    expect(answer.weekdays[0]?.startTime).toBe('07:30');
  });

  it('answers OPS_CHAT/week with every weekday', async () => {
    const answer = operatingHoursAnswerSchema.parse((await get(`${operatingHoursUrl('OPS_CHAT', 'week')}?display=true`)).json());
    expect(answer.department).toBe('OPS_CHAT');
    expect(answer.weekdays.filter((d) => d.isOpen)).toHaveLength(7);
  });

  it('refuses a malformed department with 400 and an unknown one with 404', async () => {
    const bad = await get(operatingHoursUrl('ops phone'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ message: 'Department must be an upper-case code such as OPS_PHONE', field: 'department' }] });
    const unknown = await get(operatingHoursUrl('OPS_FAX'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: 'No operating hours for OPS_FAX', field: 'department' }] });
    expect((await get(`${operatingHoursUrl('OPS_PHONE')}?unexpected=1`)).statusCode).toBe(400);
  });
});

describe('GET .../hours/OPS_CHAT/openStatus', () => {
  it('is open on a Monday morning in Pacific Time and closed that evening', async () => {
    expect(await openAt('2026-11-23T18:00:00Z')).toMatchObject({ isOpen: true, weekdayValue: 1, time: '10:00' });
    expect(await openAt('2026-11-24T03:59:00Z')).toMatchObject({ isOpen: true, weekdayValue: 1, time: '19:59' });
    // 20:00 PT: the closing time itself is closed.
    expect(await openAt('2026-11-24T04:00:00Z')).toMatchObject({ isOpen: false, weekdayValue: 1, time: '20:00' });
  });

  it('uses the Pacific weekday, not the UTC one', async () => {
    // Tuesday 02:00 UTC is still Monday 18:00 in California.
    expect(await openAt('2026-11-24T02:00:00Z')).toMatchObject({ isOpen: true, weekdayValue: 1, time: '18:00' });
  });

  it('follows daylight saving time', async () => {
    // 13:30 UTC is 06:30 PDT in July (open) but 05:30 PST in November (closed).
    expect(await openAt('2026-07-06T13:30:00Z')).toMatchObject({ isOpen: true, time: '06:30' });
    expect(await openAt('2026-11-23T13:30:00Z')).toMatchObject({ isOpen: false, time: '05:30' });
  });

  it('is closed at a weekend for a lender without weekend chat', async () => {
    expect(await openAt('2026-11-22T17:00:00Z', 'lintel')).toMatchObject({ isOpen: true, weekdayValue: 7 });
    expect(await openAt('2026-11-22T17:00:00Z', 'harbor-mortgage')).toMatchObject({ isOpen: false, weekdayValue: 7 });
  });
});

/** One week of hours: weekday value (1 Monday ... 7 Sunday) -> Pacific 'HH:mm' range, or null when closed. */
export type WeekHours = Readonly<Record<number, readonly [string, string] | null>>;

const WEEKDAYS_6_TO_6 = { 1: ['06:00', '18:00'], 2: ['06:00', '18:00'], 3: ['06:00', '18:00'], 4: ['06:00', '18:00'], 5: ['06:00', '18:00'] } as const;

/** Demo hours (fictional): phones on weekdays and Saturday morning, chat a little longer and at weekends. */
export const DEFAULT_HOURS: Readonly<Record<string, WeekHours>> = {
  OPS_PHONE: { ...WEEKDAYS_6_TO_6, 6: ['08:00', '12:00'], 7: null },
  OPS_CHAT: {
    1: ['06:00', '20:00'],
    2: ['06:00', '20:00'],
    3: ['06:00', '20:00'],
    4: ['06:00', '20:00'],
    5: ['06:00', '20:00'],
    6: ['08:00', '17:00'],
    7: ['08:00', '17:00'],
  },
};

/** Independent lenders keep their own, shorter hours, so the footer visibly differs per organisation. */
export const ORGANISATION_HOURS: Readonly<Record<string, Readonly<Record<string, WeekHours>>>> = {
  'harbor-mortgage': {
    OPS_PHONE: { 1: ['09:00', '17:00'], 2: ['09:00', '17:00'], 3: ['09:00', '17:00'], 4: ['09:00', '17:00'], 5: ['09:00', '15:00'], 6: null, 7: null },
    OPS_CHAT: { 1: ['09:00', '17:00'], 2: ['09:00', '17:00'], 3: ['09:00', '17:00'], 4: ['09:00', '17:00'], 5: ['09:00', '17:00'], 6: null, 7: null },
  },
  'summit-home-loans': {
    OPS_PHONE: { ...WEEKDAYS_6_TO_6, 6: null, 7: null },
  },
};

export function hoursFor(orgCode: string, department: string): WeekHours | undefined {
  return ORGANISATION_HOURS[orgCode]?.[department] ?? DEFAULT_HOURS[department];
}

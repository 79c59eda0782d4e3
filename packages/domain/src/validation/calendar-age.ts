/**
 * Age in whole years between two calendar dates. Compared on year/month/day rather than milliseconds, so time zones,
 * daylight saving and leap seconds never make someone a day older or younger. A 29 February birthday is reached on
 * 1 March in common years (decision 030).
 */
export function ageOn(birth: Date, today: Date): number {
  const years = today.getFullYear() - birth.getFullYear();
  const monthDiff = today.getMonth() - birth.getMonth();
  const beforeBirthday = monthDiff < 0 || (monthDiff === 0 && today.getDate() < birth.getDate());
  return beforeBirthday ? years - 1 : years;
}

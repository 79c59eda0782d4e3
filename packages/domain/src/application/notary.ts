import * as z from 'zod/mini';

/** Booking the deed's notarization: remote online notary or an in-person one (decision 117). */

export const SLOT_REQUIRED = 'Please choose a time for your notary session';
export const SLOT_NOT_AVAILABLE = 'This time is no longer available. Please choose another time.';
export const MANUAL_TIME_REQUIRED = 'Please choose a date and time for your notary appointment';
export const MANUAL_TIME_RANGE = 'Choose a time between 2 and 30 days from today';
export const NOTARY_DISCLOSURES_REQUIRED = 'Please confirm that you have reviewed the notary disclosures';
/** Spec 001 §1 "manual notarization $300". */
export const MANUAL_NOTARY_FEE_DOLLARS = 300;
/** The window an in-person appointment may be asked for, in days from now. */
export const MANUAL_NOTARY_MIN_DAYS = 2;
export const MANUAL_NOTARY_MAX_DAYS = 30;

const disclosuresAccepted = z.literal(true, { error: NOTARY_DISCLOSURES_REQUIRED });

/** POST …/{uuid}/notary/session: one of the offered slots (its start time) for a remote online notary. */
export const bookNotaryBodySchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: SLOT_REQUIRED }),
  disclosuresAccepted,
});
export type BookNotaryBody = z.infer<typeof bookNotaryBodySchema>;

/** POST …/{uuid}/notary/manual: an in-person notary at a time the borrower asks for (page notary/reserve-manual). */
export const manualNotaryBodySchema = z.strictObject({
  requestedTime: z.iso.datetime({ offset: true, error: MANUAL_TIME_REQUIRED }),
  disclosuresAccepted,
});
export type ManualNotaryBody = z.infer<typeof manualNotaryBodySchema>;

/** POST …/{uuid}/notary/manual/reschedule: another day or hour for the in-person appointment (same rules, same fee). */
export const rescheduleManualBodySchema = z.strictObject({
  requestedTime: z.iso.datetime({ offset: true, error: MANUAL_TIME_REQUIRED }),
});
export type RescheduleManualBody = z.infer<typeof rescheduleManualBodySchema>;

export const notarySlotSchema = z.object({ start: z.string(), end: z.string() });
export type NotarySlot = z.infer<typeof notarySlotSchema>;

/** GET …/{uuid}/notary/slots. */
export const notarySlotsSchema = z.object({ slots: z.array(notarySlotSchema) });

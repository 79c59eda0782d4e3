import * as z from 'zod/mini';

/** The note's e-signature (server step NOTE_SIGNING, pages signing/intro and signing/sign; decision 116). */

export const SIGNED_NAME_REQUIRED = 'Type your full name to sign';
export const SIGNED_NAME_TOO_LONG = 'Cannot be more than 128 characters';
export const ESIGN_CONSENT_REQUIRED = 'Please agree to sign your documents electronically';
/** The server's answer when the typed name is not the applicant's (the form cannot know the name on file). */
export const SIGNED_NAME_MISMATCH = 'The name you typed does not match the name on your application';

/** POST …/{uuid}/signing/sign: the borrower adopts a typed signature and consents to electronic records. */
export const signNoteBodySchema = z.strictObject({
  signedName: z
    .string({ error: SIGNED_NAME_REQUIRED })
    .check(z.trim(), z.minLength(2, SIGNED_NAME_REQUIRED), z.maxLength(128, SIGNED_NAME_TOO_LONG)),
  consent: z.literal(true, { error: ESIGN_CONSENT_REQUIRED }),
});
export type SignNoteBody = z.infer<typeof signNoteBodySchema>;

/** Same person: case, spaces, dots and a middle name in between do not matter; first and last name must. */
export function signedNameMatches(typed: string, firstName: string, lastName: string): boolean {
  const words = typed.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  return words[0] === firstName.toLowerCase() && words.at(-1) === lastName.toLowerCase();
}

/** The e-sign provider's ceremony ended without a completed envelope (sandbox: last name Nosign). */
export const SIGNING_DECLINED = 'Your documents could not be signed. Please try again or contact us.';

import type { Page } from '@playwright/test';
import { acceptClosingDisclosure, signNote } from '@lintel/domain/api/endpoints/closing-actions';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtSigning } from '../fixtures/borrower-at-signing.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';
import { invitedSigner } from './signer-calls.ts';

// Issue 19, the signer's own checks by the sandbox personas (docs/sandbox-scenarios.md): an identity check that
// fails (last name Idfail) asks for a new photo; a signer without remote notary times (Nonotary) asks for an
// in-person notary at $300.

const shoot = screenshotsIn('signers');
const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
});

async function sendFront(page: Page) {
  await page.getByTestId('document-front-input').setInputFiles(jpeg('passport.jpg'));
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
}

test('identity fails and asks for a new photo; no remote notary times: an in-person notary', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const org = 'prairie-lending';
  const at = await borrowerAtSigning(page, 'Checks', checkA11y);
  // The page stays open while the calls below run: checked, as every page shown is.
  await checkA11y('review-app/signdocs');
  const stamp = Date.now();
  const idfail = await invitedSigner(page, at, org, {
    firstName: 'Riley',
    lastName: 'Idfail',
    email: `riley.idfail.${stamp}@example.test`,
  });
  const nonotary = await invitedSigner(page, at, org, {
    firstName: 'Avery',
    lastName: 'Nonotary',
    email: `avery.nonotary.${stamp}@example.test`,
  });
  await idfail.inviteAndAccept();
  await nonotary.inviteAndAccept();
  await at.api.call(acceptClosingDisclosure, { data: { accepted: true } });
  await at.api.call(signNote, { data: { signedName: 'Morgan Checks', consent: true } });
  await at.api.reach('WAITING_FOR_CO_DEED');

  // The identity check fails: the borrower's text, and the same photo is not checked again.
  await idfail.asSigner();
  await page.goto(`/account/heloc/heloc-signer/identity?application=${at.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await page.getByLabel('U.S. Passport').check();
  await sendFront(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not verify your identity from the photo you sent.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'We need a new photo of your ID' })).toBeVisible();
  await expect(page.getByText('Front received')).toHaveCount(0);
  await checkA11y('signer identity: failed');
  await shoot(page, 'signer-identity-failed');
  await page.getByRole('button', { name: 'Check my ID again' }).click();
  await expect(
    page.getByRole('link', { name: 'Please upload a new photo of the front of your ID' }),
  ).toBeVisible();
  await checkA11y('signer identity: new photo needed');
  // A reload remembers the failure (the server's).
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'We need a new photo of your ID' })).toBeVisible();
  await page.getByLabel('U.S. Passport').check();
  await sendFront(page);
  await page.getByRole('button', { name: 'Check my ID again' }).click();
  // This persona fails every check: checked again, failed again, still on the identity page.
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not verify your identity' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/heloc-signer\/identity\?application=/);

  // No remote notary times for this signer: an in-person notary, its fee agreed.
  await nonotary.verifyIdentity();
  await nonotary.sign();
  await nonotary.asSigner();
  await page.goto(`/account/heloc/heloc-signer/notary?application=${at.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your notary session' })).toBeVisible();
  await expect(page.getByText('There are no online notary times available right now.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule an in-person notary' })).toBeVisible();
  await checkA11y('signer notary: no remote times');
  await page.getByRole('button', { name: 'Request this appointment' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Please agree to the $300 fee for an in-person notary' }),
  ).toBeVisible();
  await checkA11y('signer notary: in-person errors');
  const day = new Date(Date.now() + 7 * 86_400_000);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Day').fill(iso);
  await page.getByLabel('Time', { exact: true }).selectOption('10');
  await page.getByLabel('I agree to the $300 fee for an in-person notary').check();
  await shoot(page, 'signer-in-person');
  expect(await at.api.step()).toBe('WAITING_FOR_CO_DEED');
  await page.getByRole('button', { name: 'Request this appointment' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your in-person notary appointment' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('10:00');
  await checkA11y('signer notary: in person booked');
  await shoot(page, 'signer-in-person-booked');
  await page.goto(`/account/heloc/heloc-signer/intro?application=${at.uuid}`);
  await expect(page.getByRole('status')).toContainText('You are done for now');
  // The other signer has not verified: the borrower still waits.
  expect(await at.api.step()).toBe('WAITING_FOR_CO_DEED');
});

test('a signer who would rather meet a notary in person may choose it over the times on offer', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const org = 'prairie-lending';
  const at = await borrowerAtSigning(page, 'Inperson', checkA11y);
  await checkA11y('review-app/signdocs');
  const signer = await invitedSigner(page, at, org, {
    firstName: 'Quinn',
    lastName: 'Inperson',
    email: `quinn.inperson.${Date.now()}@example.test`,
  });
  await signer.inviteAndAccept();
  await at.api.call(acceptClosingDisclosure, { data: { accepted: true } });
  await at.api.call(signNote, { data: { signedName: 'Morgan Inperson', consent: true } });
  await at.api.reach('WAITING_FOR_CO_DEED');
  await signer.verifyIdentity();
  await signer.sign();
  await signer.asSigner();
  await page.goto(`/account/heloc/heloc-signer/notary?application=${at.uuid}`);
  await expect(page.getByRole('group', { name: 'Choose a time' })).toBeVisible();
  await page.getByRole('button', { name: 'I would rather meet a notary in person ($300)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule an in-person notary' })).toBeVisible();
  await checkA11y('signer notary: in person chosen');
  const day = new Date(Date.now() + 10 * 86_400_000);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Day').fill(iso);
  await page.getByLabel('Time', { exact: true }).selectOption('14');
  await page.getByLabel('I agree to the $300 fee for an in-person notary').check();
  await page.getByRole('button', { name: 'Request this appointment' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your in-person notary appointment' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('2:00 PM');
  // The only signer has booked: the borrower's application leaves the co-deed wait.
  await at.api.reach('NOTARY_DISCLOSURE');
});

import type { Page } from '@playwright/test';
import { acceptClosingDisclosure, signNote } from '@lintel/domain/api/endpoints/closing-actions';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtSigning } from '../fixtures/borrower-at-signing.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 19 in the browser: the borrower invites a co-deeder, who accepts from the dev mailbox, verifies identity,
// reads and signs, and books a notary; the borrower's application leaves the co-deed wait only then.

const shoot = screenshotsIn('signers');
const PASSWORD = 'Signer-Pass-2026!';
const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
});

/**
 * The newest link to accept, as a signer would take it from their inbox: the invitation's, or once the borrower has
 * signed, the "your part is waiting" email's, whose fresh link replaces it (decision 230; the sweep that sends it runs
 * every 5 minutes, so either may be the newest).
 */
async function openInvitation(
  page: Page,
  email: string,
  org: string,
  checkA11y: (label?: string) => Promise<void>,
) {
  await page.goto(`/dev/mailbox?org=${org}`);
  const subject = /asks you to sign with|has signed: your part is waiting/;
  const message = page
    .getByRole('navigation', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: email })
    .filter({ hasText: subject });
  await expect(message.first()).toBeVisible({ timeout: 20_000 });
  await message.first().click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await checkA11y('dev mailbox: the link to accept');
  const href = await page
    .locator('.dev-mailbox__html')
    .getByRole('link', { name: 'Accept the invitation' })
    .getAttribute('href');
  expect(href).toMatch(/\/account\/heloc\/heloc-signer\/resume\?org=[\w-]+&token=[\w-]{43}$/);
  const url = new URL(href ?? '');
  return url.pathname + url.search;
}

test('a co-deeder accepts, verifies, signs and books a notary; only then does the borrower move on', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const at = await borrowerAtSigning(page, 'Happy', checkA11y);
  const org = 'prairie-lending';
  const email = `casey.owner.${Date.now()}@example.test`;

  // The borrower invites the other owner.
  await page.goto(`${at.base}/signers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Other signers' })).toBeVisible();
  await checkA11y('signers: none yet');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('link', { name: 'Please enter the first name' })).toBeVisible();
  await checkA11y('signers: invite errors');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Owner who signs the deed only').check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We have emailed an invitation to ${email}` }),
  ).toBeVisible();
  await expect(page.getByText('Invited, not yet accepted', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application waits on Casey Owner' }),
  ).toBeVisible();
  await checkA11y('signers: invited');
  await shoot(page, 'borrower-signers');

  // The borrower signs: the application waits on the co-deeder (signing/additional).
  await at.api.call(acceptClosingDisclosure, { data: { accepted: true } });
  await at.api.call(signNote, { data: { signedName: 'Morgan Happy', consent: true } });
  await at.api.reach('WAITING_FOR_CO_DEED');
  await page.goto(at.base);
  await expect(page).toHaveURL(/\/signing\/additional$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for the other signers' })).toBeVisible();
  await checkA11y('signing/additional');

  // The co-deeder, in this browser after the borrower has gone: the invitation from the dev mailbox.
  await page.evaluate(() => window.localStorage.clear());
  // A link read just before the sweep sent its replacement says it has expired: then the newest email is read again,
  // as the signer would.
  await expect(async () => {
    await page.goto(await openInvitation(page, email, org, checkA11y));
    await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
  // Every answer to the invitation's calls from here, to see that none is refused (its preview once was, after
  // accepting).
  const refusedCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/signer-invitation/') && response.status() >= 400)
      refusedCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await checkA11y('accept invitation');
  await shoot(page, 'accept-invitation');
  // One password field whatever the email (decision 247): a new password here, as the address has no account.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('link', { name: 'Must be at least 12 characters long' })).toBeVisible();
  await checkA11y('accept invitation: weak password');
  await password.fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(page).toHaveURL(/\/heloc-signer\/identity\?application=/);
  expect(refusedCalls).toEqual([]);
  await checkA11y('signer identity');
  await page.getByLabel('U.S. Passport').check();
  await page.getByTestId('document-front-input').setInputFiles(jpeg('passport.jpg'));
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await checkA11y('signer identity: sent');
  await shoot(page, 'signer-identity');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  const documents = page.getByRole('navigation', { name: 'Your documents' });
  await expect(documents.getByRole('button', { name: /right to cancel.*\(Casey Owner\)/ })).toBeVisible();
  await expect(documents.getByRole('button', { name: /\(Morgan Happy\)/ })).toHaveCount(0);
  await expect(page.getByTestId('pdf-end')).toHaveText('End of the document', { timeout: 30_000 });
  await checkA11y('signer documents');
  await shoot(page, 'signer-documents');
  await page.getByRole('link', { name: 'Sign your documents' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign your documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('link', { name: 'Please agree to sign electronically' })).toBeVisible();
  await checkA11y('signer sign: errors');
  await page.getByLabel(/I agree to receive and sign these documents electronically/).check();
  await page.getByLabel('Type your full name to sign').fill('Casey Owner');
  await shoot(page, 'signer-sign');
  await page.getByRole('button', { name: 'Sign' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Book your notary session' })).toBeVisible();
  await checkA11y('signer notary');
  expect(await at.api.step()).toBe('WAITING_FOR_CO_DEED');
  await page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first().check();
  await shoot(page, 'signer-notary');
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your part in the signing' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('You are done for now');
  await checkA11y('signer intro: done');
  await shoot(page, 'signer-done');
  // Every signer is done: the borrower's application has left the co-deed wait.
  await at.api.reach('NOTARY_DISCLOSURE');
});

test('an expired or used invitation link says so', async ({ page, checkA11y }) => {
  await page.goto(`/account/heloc/heloc-signer/resume?org=lintel&token=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation has expired' })).toBeVisible();
  await checkA11y('invitation expired');
  await shoot(page, 'invitation-expired');
});

test('the wrong person: a signer of another application cannot open this one', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/account/heloc/heloc-signer/login?org=lintel');
  // Checked: on a busy machine the login is shown longer than a redirect (the fixture then counts it as a page).
  await expect(page.getByRole('heading', { level: 1, name: 'Log in as an additional signer' })).toBeVisible();
  await checkA11y('signer login');
  await page.getByLabel('Email address').fill('codeeder@lintel.test');
  await page.getByLabel('Password').fill('Lintel-Demo-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await checkA11y('signer landing');
  await page.goto('/account/heloc/heloc-signer/identity?application=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not open this page' })).toBeVisible();
  await checkA11y('signer error');
  await shoot(page, 'signer-error');
});

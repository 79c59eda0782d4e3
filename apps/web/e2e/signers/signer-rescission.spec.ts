import { acceptClosingDisclosure, signNote } from '@lintel/domain/api/endpoints/closing-actions';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtSigning } from '../fixtures/borrower-at-signing.ts';
import { closingCalls } from '../fixtures/closing-clock.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';
import { invitedSigner, SIGNER_PASSWORD } from './signer-calls.ts';

// Issue 19: every owner receives their own notice of the right to cancel and may cancel for all. A co-deeder, after
// the deed is signed and notarized, cancels from their own area; the borrower's pages then agree.

const shoot = screenshotsIn('signers');

test('a co-deeder cancels for everyone during the right to cancel; both areas say it is cancelled', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const org = 'prairie-lending';
  const at = await borrowerAtSigning(page, 'Rescind', checkA11y);
  // The page stays open while the calls below run: checked, as every page shown is.
  await checkA11y('review-app/signdocs');
  const email = `jamie.rescind.${Date.now()}@example.test`;
  const signer = await invitedSigner(page, at, org, { firstName: 'Jamie', lastName: 'Rescind', email });
  await signer.inviteAndAccept();

  // The borrower signs (the co-deed wait), the signer finishes, the borrower's session ends: the right to cancel.
  const closing = closingCalls(at.api);
  await at.api.call(acceptClosingDisclosure, { data: { accepted: true } });
  await at.api.call(signNote, { data: { signedName: 'Morgan Rescind', consent: true } });
  await at.api.reach('WAITING_FOR_CO_DEED');
  await signer.finish();
  await at.api.reach('NOTARY_DISCLOSURE');
  await closing.bookFirstSlot();
  expect(await closing.clock('NEXT_EVENT')).toBe('RESCISSION');

  // The co-deeder logs in at the signer login, in this browser after the borrower has gone.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/account/heloc/heloc-signer/login?org=${org}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(SIGNER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await checkA11y('signer landing, in rescission');

  await page.goto(`/account/heloc/heloc-signer/intro?application=${at.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your part in the signing' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('you received your own notice of the right to cancel');
  await checkA11y('signer intro, right to cancel');
  await page.getByRole('link', { name: 'read your notice and cancel on your documents page' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  const documents = page.getByRole('navigation', { name: 'Your documents' });
  await expect(documents.getByRole('button', { name: /right to cancel.*\(Jamie Rescind\)/ })).toBeVisible();
  const rights = page.getByRole('region', { name: 'Your right to cancel' });
  await expect(rights).toContainText(/until midnight of \w+day, \w+ \d+, \d{4} \(Pacific Time\)/);
  await expect(rights).toContainText('One owner cancelling cancels it for everyone, Morgan included.');
  await rights.getByRole('button', { name: 'Cancel the line of credit for everyone' }).click();
  // The confirmation is required, in the one error format.
  await rights.getByRole('button', { name: 'Cancel the line of credit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkA11y('signer documents, cancel not confirmed');
  await rights.getByLabel('Yes, I want to cancel the line of credit for everyone').check();
  await checkA11y('signer documents, cancel confirmation');
  await shoot(page, 'signer-cancel-confirm');
  expect(await at.api.step()).toBe('RESCISSION');
  await rights.getByRole('button', { name: 'Cancel the line of credit', exact: true }).click();

  await expect(page).toHaveURL(/\/heloc-signer\/cancelled\?application=/);
  await expect(page.getByRole('heading', { level: 1, name: 'This signing is cancelled' })).toBeVisible();
  await checkA11y('signer cancelled');
  await shoot(page, 'signer-cancelled');
  // Any other page of the signer's now shows the cancelled page.
  await page.goto(`/account/heloc/heloc-signer/intro?application=${at.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This signing is cancelled' })).toBeVisible();

  // The borrower's pages agree.
  expect(await at.api.step()).toBe('CANCELLED');
  await signer.asBorrower();
  await page.goto(at.base);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/cancelled/i).first()).toBeVisible();
  await checkA11y('borrower home, cancelled by the co-deeder');
  await shoot(page, 'borrower-cancelled-by-signer');
});

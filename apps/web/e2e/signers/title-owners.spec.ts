import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 19, decision 236: the owners the title report names are offered on the signers page; choosing one fills the
// invitation with their name, and an owner once invited is no longer suggested.

const shoot = screenshotsIn('signers');

test('a home owned jointly: the co-owner on the title is suggested, invited in two fields, then no longer suggested', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await borrowerAtOffers(page, 'Happy', checkA11y);
  await at.api.submit({ addressOwnership: 'JOINT_OWNER' });

  await page.goto(`${at.base}/signers`);
  const owners = page.getByRole('region', { name: 'Owners on the title' });
  await expect(owners).toContainText('The title report names another owner of your home.');
  const invite = owners.getByRole('button', { name: /^Invite Jordan / });
  await expect(invite).toBeVisible();
  // Not "there is nothing to do here" beside an owner the title names.
  await expect(page.getByText('You have not invited anyone yet.', { exact: true })).toBeVisible();
  await checkA11y('signers: owners on the title');
  await shoot(page, 'borrower-title-owners');

  await invite.click();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last name')).not.toHaveValue('');
  await expect(page.getByLabel('Owner who signs the deed only')).toBeChecked();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(`jordan.${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Invited, not yet accepted', { exact: true })).toBeVisible();
  await expect(owners).toHaveCount(0);
  await checkA11y('signers: the owner invited');
});

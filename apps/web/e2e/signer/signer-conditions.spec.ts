import { endpointUrl } from '@lintel/domain/api/endpoint';
import { applicationConditions, submitConditionDocuments } from '@lintel/domain/api/endpoints/conditions';
import { signerConditions } from '@lintel/domain/api/endpoints/signer-conditions';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';
import { invitedSigner, SIGNER_PASSWORD } from '../signers/signer-calls.ts';

// Issue 19, decision 237: a condition raised against an additional signer. The sandbox's document review (a signer
// named Idreview, docs/sandbox-scenarios.md) passes their identity check but asks for a different photo ID; the signer
// logs in, meets the request on their landing, answers it on their own conditions pages, and it is done. The
// borrower never sees it as their own, and cannot open it.

const shoot = screenshotsIn('signer');
const h1 = (name: string) => ({ level: 1 as const, name });

test('a signer answers the request raised against them; the borrower cannot open it', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const org = 'prairie-lending';
  const at = await borrowerAtOffers(page, 'Askowner', checkA11y);
  const stamp = Date.now();
  const email = `riley.idreview.${stamp}@example.test`;
  const riley = await invitedSigner(page, at, org, { firstName: 'Riley', lastName: 'Idreview', email });
  await riley.inviteAndAccept();
  // Their identity check passes, and the document review raises its request against them.
  expect(await riley.verifyIdentity()).toEqual({ progress: 'IDENTITY_VERIFIED', outcome: 'VERIFIED' });
  // Another owner whose identity check fails (Idfail): their request is the identity check again.
  const avery = await invitedSigner(page, at, org, {
    firstName: 'Avery',
    lastName: 'Idfail',
    email: `avery.idfail.${stamp}@example.test`,
  });
  await avery.inviteAndAccept();
  expect(await avery.verifyIdentity()).toEqual({ progress: 'ACCEPTED', outcome: 'FAILED' });
  const borrowerHeaders = {
    authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('jwt'))}`,
    'x-org': org,
  };

  // The borrower's own list does not hold it; their signers page says the application waits on Riley.
  const own = await page.request.get(endpointUrl(applicationConditions, { uuid: at.uuid }), {
    headers: borrowerHeaders,
  });
  expect((await own.json()).conditions).toEqual([]);
  await page.goto(`${at.base}/signers`);
  await expect(page.getByText('Waiting on Riley: 1 request from us to answer.')).toBeVisible();
  await checkA11y('borrower signers page: a signer with a request');

  // The signer logs in at the signer login.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/account/heloc/heloc-signer/login');
  await expect(page.getByRole('heading', h1('Log in as an additional signer'))).toBeVisible();
  await checkA11y('signer login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(SIGNER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/resume$/);
  const signing = page.getByRole('region', { name: 'Your signing' });
  await expect(signing.getByText('We need something from you.')).toBeVisible();
  await checkA11y('signer landing with a request');
  await shoot(page, 'signer-conditions-landing');

  await signing.getByRole('link', { name: /^See what we need from you/ }).click();
  await expect(page).toHaveURL(new RegExp(`/heloc-signer/conditions\\?application=${at.uuid}$`));
  await expect(page.getByRole('heading', h1('What we need from you'))).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Upload a different photo ID' }) });
  await expect(item.getByText('1 document')).toBeVisible();
  await checkA11y('signer conditions');
  await shoot(page, 'signer-conditions-index');
  const conditionUuid = /conditionUuid=([0-9a-f-]{36})/.exec(
    (await item.getByRole('link', { name: /Upload documents/ }).getAttribute('href')) ?? '',
  )?.[1];
  expect(conditionUuid).toBeTruthy();

  // Another path under conditions goes up to the list, the application kept.
  await page.goto(`/account/heloc/heloc-signer/conditions/phone-number?application=${at.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/heloc-signer/conditions\\?application=${at.uuid}$`));
  await expect(page.getByRole('heading', h1('What we need from you'))).toBeVisible();

  await item.getByRole('link', { name: /Upload documents/ }).click();
  await expect(page).toHaveURL(
    /\/heloc-signer\/conditions\/upload-document\?application=.*conditionEnum=IDENTITY_DOCUMENT_FRAUD_REVIEW$/,
  );
  await expect(page.getByRole('heading', h1('Upload a different photo ID'))).toBeVisible();
  await page.getByRole('button', { name: 'Send documents' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Choose or upload a document to send']);
  await checkA11y('signer conditions/upload-document with an error');
  await page.getByLabel('Passport (photo page)', { exact: true }).check();
  await page.getByTestId('conditionFiles-input').setInputFiles({
    name: 'my-passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
  });
  await page.getByRole('button', { name: 'Upload this file' }).click();
  await expect(page.getByRole('checkbox', { name: /my-passport\.jpg/ })).toBeChecked({ timeout: 20_000 });
  await checkA11y('signer conditions/upload-document');
  await shoot(page, 'signer-conditions-upload');
  await page.getByRole('button', { name: 'Send documents' }).click();

  // Done: gone from the open items, listed under Done, and no longer the landing's next action.
  await expect(page).toHaveURL(new RegExp(`/heloc-signer/conditions\\?application=${at.uuid}$`));
  await expect(
    page.getByText('There is nothing we need from you right now.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Done' }).getByText('Upload a different photo ID'),
  ).toBeVisible();
  await checkA11y('signer conditions, all done');
  await shoot(page, 'signer-conditions-done');
  await page.goto('/account/heloc/heloc-signer/resume');
  await expect(
    page.getByRole('region', { name: 'Your signing' }).getByRole('link', { name: /^Continue/ }),
  ).toBeVisible();

  // The borrower cannot open the signer's condition: not their list, not answerable through their call.
  const asBorrower = await page.request.get(endpointUrl(signerConditions, { uuid: at.uuid }), {
    headers: borrowerHeaders,
  });
  expect(asBorrower.status()).toBe(403);
  const answer = await page.request.post(
    endpointUrl(submitConditionDocuments, { uuid: at.uuid, conditionUuid: conditionUuid ?? '' }),
    { headers: borrowerHeaders, data: { documentUuids: [conditionUuid] } },
  );
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors[0].message).toBe('This request was not found on your application');

  // The identity request of the other owner: conditions/identity, their identity check again with a new photo.
  await avery.asSigner();
  await page.goto(`/account/heloc/heloc-signer/conditions?application=${at.uuid}`);
  await page.getByRole('link', { name: /^Verify your identity/ }).click();
  await expect(page).toHaveURL(new RegExp(`/heloc-signer/conditions/identity\\?application=${at.uuid}$`));
  await expect(page.getByRole('heading', h1('Verify your identity'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'We need a new photo of your ID' })).toBeVisible();
  await page.getByRole('button', { name: 'Check my ID again' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await checkA11y('signer conditions/identity with an error');
  await page.getByLabel('U.S. Passport').check();
  await page.getByTestId('document-front-input').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
  });
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await checkA11y('signer conditions/identity');
  await shoot(page, 'signer-conditions-identity');
  await page.getByRole('button', { name: 'Check my ID again' }).click();
  // This persona fails every check: still asked, on the same page.
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not verify your identity' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/heloc-signer\/conditions\/identity\?application=/);
});

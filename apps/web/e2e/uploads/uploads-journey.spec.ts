import { verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { expect, test } from '../fixtures/axe.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 17: the pages that upload, from a borrower at the right step (the steps before them have no pages in this
// build: the borrower's own API calls drive them, as in the payoff journey).

const shoot = screenshotsIn('uploads');
const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
});
const PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
  'trailer <</Root 1 0 R /Size 4>>',
  '%%EOF',
  '',
].join('\n');

test('identity: the front and back of a driver’s license, looked at before sending, then on to the next step', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base, api } = await borrowerAtOffers(page, 'Uploader', checkA11y);
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  await api.verifyIncomeAndBank();
  await api.reach('IDENTITY_VERIFICATION');

  await page.goto(`${base}/identity`);
  await landOn(page, /\/identity$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await checkA11y('identity');
  // Continue before anything: the error summary says what is missing.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByText('Please select your ID type')).toBeVisible();
  await page.getByLabel("U.S. Driver's License").check();
  await page.getByTestId('document-front-input').setInputFiles(jpeg('license-front.jpg'));
  await expect(page.getByRole('img', { name: 'Preview of license-front.jpg' })).toBeVisible();
  await checkA11y('identity with a preview');
  await shoot(page, 'identity-preview');
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByText('Please upload the back of your ID')).toBeVisible();
  await page.getByTestId('document-back-input').setInputFiles(jpeg('license-back.jpg'));
  await page.getByRole('button', { name: 'Send the back' }).click();
  await expect(page.getByText('Back received')).toBeVisible();
  await expect(page.getByText(/^license-back\.jpg \(JPEG, \d+ bytes\)$/)).toBeVisible();
  await checkA11y('identity with both sides');
  await shoot(page, 'identity-sent');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/identity$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('after identity');
});

test('identity failure: the check fails, a new photo is asked for, and the documents page lists the request', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base, api } = await borrowerAtOffers(page, 'Idfail', checkA11y);
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  await api.verifyIncomeAndBank();
  await api.reach('IDENTITY_VERIFICATION');

  await page.goto(`${base}/identity`);
  await landOn(page, /\/identity$/, checkA11y);
  await page.getByLabel('U.S. Passport').check();
  await expect(page.getByText('Photo of the back')).toBeHidden();
  await page.getByTestId('document-front-input').setInputFiles(jpeg('passport.jpg'));
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'We need a new photo of your ID' })).toBeVisible();
  await checkA11y('identity after a failed check');
  await shoot(page, 'identity-failed');
  // The same photo is not checked again.
  await page.getByRole('button', { name: 'Check my ID again' }).click();
  await expect(
    page.getByRole('alert').getByText('Please upload a new photo of the front of your ID'),
  ).toBeVisible();
  await page.getByTestId('document-front-input').setInputFiles(jpeg('passport-again.jpg'));
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await page.getByRole('button', { name: 'Check my ID again' }).click();
  await expect(page.getByRole('heading', { name: 'We need a new photo of your ID' })).toBeVisible();
  await expect(page.getByText(/^passport-again\.jpg \(JPEG, \d+ bytes\)$/)).toBeVisible();

  await page.goto(`${base}/documents`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take a new photo of your ID' })).toBeVisible();
  await expect(page.getByText(/^passport\.jpg \(JPEG, \d+ bytes\)$/)).toBeVisible();
  await checkA11y('documents');
  await shoot(page, 'documents');
});

test('partial income: the paystub the check asked for, a wrong file refused, then the review', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base, api } = await borrowerAtOffers(page, 'Paystub', checkA11y);
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  expect(await api.call(verifyIncome, { data: await api.linkIncome() })).toMatchObject({
    outcome: 'PARTIAL',
    paystubsRequired: 1,
  });

  await page.goto(`${base}/income/upload/MANUAL_PAYSTUB`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload your most recent paystub' }),
  ).toBeVisible();
  await expect(page.getByText('0 of 1 sent.')).toBeVisible();
  await checkA11y('income/upload/MANUAL_PAYSTUB');
  // A file that only looks like a PDF: the server reads the bytes and says why.
  await page.getByTestId('documents-input').setInputFiles({
    name: 'paystub.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(PDF.slice(0, 60)),
  });
  await page.getByRole('button', { name: 'Upload this file' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Files chosen for Your file' })
      .getByText('The file is incomplete or damaged. Save or take it again, then upload the new file'),
  ).toBeVisible();
  await checkA11y('income upload refused');
  await shoot(page, 'paystub-refused');
  await page.getByRole('button', { name: 'Remove paystub.pdf' }).click();
  await page.getByTestId('documents-input').setInputFiles({
    name: 'november-paystub.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(PDF),
  });
  await page.getByRole('button', { name: 'Upload this file' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /We are reviewing your paystubs|Your paystubs were accepted/,
    { timeout: 30_000 },
  );
  await expect(page.getByText(/^november-paystub\.pdf \(PDF, \d+ bytes\)$/)).toBeVisible();
  await checkA11y('paystub sent');
  await shoot(page, 'paystub-sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Your paystubs were accepted' })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y('paystubs accepted');
});

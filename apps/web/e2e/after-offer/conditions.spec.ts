import { giveDisbursementAccount } from '@lintel/domain/api/endpoints/bank-actions';
import { verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { expect, test } from '../fixtures/axe.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

const h1 = (name: string) => ({ level: 1, name }) as const;
const shots = screenshotsIn('conditions');

test.describe('conditions (issue 17)', () => {
  test('Bankfail: the bank-fraud review is listed with the last four, answered with a statement, then done', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base, api } = await borrowerAtOffers(page, 'Bankfail', checkA11y);
    await api.submit();
    await api.reach('INCOME_VERIFICATION');
    await api.call(verifyIncome, { data: await api.linkIncome() });
    // The sandbox fails Bankfail's account: the step stays and BANK_ACCOUNT_FRAUD_REVIEW is raised.
    expect(
      await api.call(giveDisbursementAccount, {
        data: {
          routingNumber: '021000021',
          accountNumber: '000123456789',
          accountType: 'CHECKING',
          autopay: false,
        },
      }),
    ).toMatchObject({
      step: 'DISBURSEMENT_ACCOUNT',
      account: { mask: '6789', status: 'FAILED_VERIFICATION' },
    });
    // The list, at any step (the step's own page is bank/disburse).
    await page.goto(`${base}/conditions`);
    await expect(page.getByRole('heading', h1('What we need from you'))).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Confirm your bank account' }) });
    await expect(
      item.getByText(/Ownership of the account ending in 6789 could not be verified\./),
    ).toBeVisible();
    await expect(item.getByText('1 document')).toBeVisible();
    await expect(page.getByText('123456789')).toHaveCount(0);
    await checkA11y('conditions');
    await shots(page, 'conditions-index');

    await item.getByRole('link', { name: /Upload documents/ }).click();
    await expect(page).toHaveURL(
      /\/conditions\/upload-document\?conditionUuid=[0-9a-f-]{36}&conditionType=BANK_STATEMENT&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW$/,
    );
    await expect(page.getByRole('heading', h1('Confirm your bank account'))).toBeVisible();
    await page.getByRole('button', { name: 'Send documents' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText([
      'Choose or upload a document to send',
    ]);
    await checkA11y('conditions/upload-document with an error');
    // The one upload control: a photo of the statement, stored, then ticked among the documents to send.
    await page.getByTestId('conditionFiles-input').setInputFiles({
      name: 'october-statement.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
    });
    await page.getByRole('button', { name: 'Upload this file' }).click();
    await expect(page.getByRole('checkbox', { name: /october-statement\.jpg/ })).toBeChecked({
      timeout: 20_000,
    });
    await checkA11y('conditions/upload-document');
    await shots(page, 'conditions-upload-document');
    await page.getByRole('button', { name: 'Send documents' }).click();

    await expect(page).toHaveURL(new RegExp(`${base}/conditions$`));
    await expect(
      page.getByText('There is nothing we need from you right now.', { exact: false }),
    ).toBeVisible();
    const done = page.getByRole('region', { name: 'Done' });
    await expect(done.getByText('Confirm your bank account')).toBeVisible();
    await checkA11y('conditions, all done');
    await shots(page, 'conditions-done');

    // The phone page only while the phone is missing: this borrower gave one.
    await page.goto(`${base}/conditions/phone-number`);
    await expect(page.getByRole('heading', h1('We have your phone number'))).toBeVisible();
    await checkA11y('conditions/phone-number without a missing phone');
  });
});

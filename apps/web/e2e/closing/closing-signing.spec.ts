import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtSigning } from '../fixtures/borrower-at-signing.ts';
import { chunkUrl } from '../fixtures/chunk-file.ts';
import { answerIdentityQuestions, closingCalls } from '../fixtures/closing-clock.ts';
import { landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 18 in the browser: from "ready to sign" through reading every closing document to its end in the PDF
// viewer, the closing disclosure's acceptance and the e-signing ceremony, the notary booking, proof of insurance,
// the session's preparation, to funded with the sandbox clock (decisions 191, 208-209).

const shoot = screenshotsIn('closing');

/** Reads the open document to its end in the viewer and acknowledges it; answers the document's title. */
async function readToTheEnd(page: Page, checkA11y: (label?: string) => Promise<void>, first: boolean) {
  const reader = page.getByRole('region', { name: /page/ });
  await expect(page.getByTestId('pdf-end')).toHaveText('End of the document', { timeout: 30_000 });
  const title = (await page.locator('#closing-reader-title').innerText()).trim();
  const acknowledge = page.getByRole('checkbox', { name: /^I have read the / });
  // A document that fits in the frame is read once shown; a longer one only at its end.
  const scrolls = await reader.evaluate((el) => el.scrollHeight > el.clientHeight + 2);
  if (scrolls) await expect(acknowledge).toBeDisabled();
  if (first) {
    await checkA11y(`document/disclosures: ${title}`);
    await shoot(page, 'disclosures-viewer');
  }
  // The frame is at most 700 px wide (spec 001 §9).
  expect((await reader.boundingBox())?.width ?? 0).toBeLessThanOrEqual(700);
  await reader.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(acknowledge).toBeEnabled();
  await acknowledge.check();
  const next = page.getByRole('button', { name: /^Next document: / });
  if (await next.isVisible()) await next.click();
  return { title, scrolls };
}

test('Happy: reads every closing document to its end, e-signs, meets the notary and is funded', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const pdfViewer = chunkUrl('src/features/closing/components/pdf-viewer.tsx');
  const viewerLoads: string[] = [];
  page.on('request', (request) => {
    if (pdfViewer.test(request.url())) viewerLoads.push(new URL(page.url()).pathname);
  });
  const at = await borrowerAtSigning(page, 'Happy', checkA11y);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your closing documents are ready' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I have reviewed my closing disclosure/ })).toBeDisabled();
  await checkA11y('review-app/signdocs');
  await shoot(page, 'signdocs');
  expect(viewerLoads).toEqual([]);

  await page.getByRole('link', { name: 'Read your documents' }).click();
  await expect(page).toHaveURL(/\/document\/disclosures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Read your closing documents' })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Your closing documents' }).getByRole('listitem');
  const count = await list.count();
  expect(count).toBe(6);
  const read: { title: string; scrolls: boolean }[] = [];
  for (let i = 0; i < count; i += 1) read.push(await readToTheEnd(page, checkA11y, i === 1));
  expect(read.map((r) => r.title)).toContain('Notice of your right to cancel for Morgan Happy');
  // The Reg Z disclosures run to several pages: their acknowledgement waited for the end.
  expect(read.find((r) => r.title.startsWith('Important terms'))?.scrolls).toBe(true);
  await expect(page.getByText('You have read every document.')).toBeVisible();
  await expect(list.filter({ hasText: 'Not read yet' })).toHaveCount(0);
  // Declining stays here (spec 000 §4) and says who to call.
  await page.getByRole('button', { name: 'I do not agree to these documents' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing has been signed');
  await expect(page).toHaveURL(/\/document\/disclosures$/);
  await checkA11y('document/disclosures, declined');
  await shoot(page, 'disclosures-all-read');
  await page.getByRole('link', { name: 'Continue' }).click();

  await landOn(page, /\/review-app\/signdocs$/, checkA11y);
  await page.getByRole('checkbox', { name: /I have reviewed my closing disclosure/ }).check();
  await page.getByRole('button', { name: 'Continue to signing' }).click();

  await landOn(page, /\/signing\/intro$/, checkA11y);
  await checkA11y('signing/intro');
  await shoot(page, 'signing-intro');
  await page.getByRole('link', { name: 'Start signing' }).click();
  await expect(page).toHaveURL(/\/signing\/sign$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agree to sign electronically' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkA11y('signing/sign, consent missing');
  await page.getByLabel('I agree to use electronic records and signatures').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adopt your signature' })).toBeFocused();
  await expect(page).toHaveTitle(/Adopt your signature/);
  await page.getByLabel('Type your full name').fill('Morgan Happy');
  await checkA11y('signing/sign, adopt');
  await page.getByRole('button', { name: 'Adopt this signature' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign your documents' })).toBeFocused();
  await page.getByRole('button', { name: 'Finish signing' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  const places = page.getByRole('button', { name: /^Sign here/ });
  await expect(places).toHaveCount(6);
  while ((await places.count()) > 0) await places.first().click();
  await checkA11y('signing/sign, all places signed');
  await shoot(page, 'signing-sign');
  await page.getByRole('button', { name: 'Finish signing' }).click();

  // NOTARY_DISCLOSURE: the remote notary's times in the borrower's own zone, booked.
  await landOn(page, /\/notary\/intro$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your notary session' })).toBeVisible();
  const times = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkA11y('notary/intro, nothing chosen');
  await times.first().check();
  await page.getByLabel('I have reviewed the notary disclosures').check();
  await shoot(page, 'notary-intro');
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your notary session is booked' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await at.api.step()).toBe('DEED_SIGNING');
  await checkA11y('notary/intro, booked');
  const invite = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add it to your calendar (.ics)' }).click();
  expect((await invite).suggestedFilename()).toBe('notary-session.ics');
  await shoot(page, 'notary-booked');

  // Proof of insurance, through the one upload component: what the policy must show, then the file.
  await page.getByRole('link', { name: 'Send your proof of insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of homeowners insurance' })).toBeVisible();
  await checkA11y('insurance/requirements');
  await shoot(page, 'insurance-requirements');
  await page.getByRole('link', { name: 'Upload your proof of insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your proof of insurance' })).toBeVisible();
  const policy = await PDFDocument.create();
  policy.addPage([612, 792]);
  await page.getByTestId('insurance-input').setInputFiles({
    name: 'declarations.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await policy.save()),
  });
  await checkA11y('insurance/upload, file chosen');
  await page.getByRole('button', { name: 'Send the proof of insurance' }).click();
  await expect(page.getByText('We have your proof of insurance.')).toBeVisible({ timeout: 30_000 });
  await checkA11y('insurance/upload, sent');
  await shoot(page, 'insurance-sent');

  // The signed copies stay readable: document/disclosures marks them signed and serves the copy with its certificate.
  await page.goto(`${at.base}/document/disclosures`);
  const signedList = page.getByRole('navigation', { name: 'Your closing documents' }).getByRole('listitem');
  await expect(signedList.filter({ hasText: 'Signed' })).toHaveCount(6);
  await checkA11y('document/disclosures, signed');
  // The PDF viewer came with document/disclosures only.
  expect(viewerLoads.length).toBeGreaterThan(0);
  expect(viewerLoads.every((path) => path.endsWith('/document/disclosures'))).toBe(true);

  // On to funded (decisions 208-209): ready for the session, the sandbox clock ends it, the right to cancel passes.
  await page.goto(`${at.base}/notary/session`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get ready for your notary session' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check my camera and microphone' }).click();
  await expect(page.getByText('Your camera and microphone work.')).toBeVisible();
  await page.getByLabel(/I have my photo ID with me/).check();
  await page.getByRole('button', { name: 'Check my ID and start the questions' }).click();
  await answerIdentityQuestions(page, 'Happy', true);
  await checkA11y('notary/session, questions');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Join my session' }).click();
  await checkA11y('notary/session, joined');
  const clock = closingCalls(at.api).clock;
  expect(await clock('NEXT_EVENT')).toBe('RESCISSION');
  await page.goto(at.base);
  await landOn(page, /\/complete$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Your right to cancel' })).toBeVisible();
  await checkA11y('complete');
  expect(await clock('NEXT_EVENT')).toBe('COMPLETE');
  await page.goto(at.base);
  await expect(page.getByRole('heading', { name: 'Your funded line of credit' })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y('home, funded');
});

test('Decline to sign: help with signing, and nothing is signed', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await borrowerAtSigning(page, 'Nosign', checkA11y);
  await page.getByRole('link', { name: 'I have a question or do not want to sign' }).click();
  await expect(page).toHaveURL(/\/signing\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help with signing' })).toBeVisible();
  await expect(page.getByText('Nothing has been signed.', { exact: false })).toBeVisible();
  await checkA11y('signing/support');
  await shoot(page, 'signing-support');
  await page.getByRole('link', { name: 'Back to your application' }).click();
  await landOn(page, /\/review-app\/signdocs$/, checkA11y);
  expect(await at.api.step()).toBe('CLOSING_DISCLOSURE_GENERATED');
});

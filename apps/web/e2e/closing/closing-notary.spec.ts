import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { closingStatus } from '@lintel/domain/api/endpoints/closing-actions';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtSigning } from '../fixtures/borrower-at-signing.ts';
import { answerIdentityQuestions, closingCalls } from '../fixtures/closing-clock.ts';
import { landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 18 in the browser, after signing (decisions 208-209): the in-person notary when no remote one serves the
// borrower, the identity questions' lockout, cancelling during the right to cancel and funding waiting for proof of
// insurance, with the per-application sandbox clock standing in for days of waiting.

const shoot = screenshotsIn('closing-notary');
type Check = (label?: string) => Promise<void>;

/** A borrower past signing with a booked remote session, on notary/session. */
async function atNotarySession(page: Page, lastName: string, checkA11y: Check) {
  const at = await borrowerAtSigning(page, lastName, checkA11y);
  // The page stays open while the calls below run: checked, as every page shown is.
  await checkA11y('review-app/signdocs');
  const closing = closingCalls(at.api);
  await closing.signAll(lastName);
  await closing.bookFirstSlot();
  await page.goto(at.base);
  await landOn(page, /\/notary\/intro$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Your notary session is booked' })).toBeVisible();
  await page.getByRole('link', { name: 'Get ready for your session' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get ready for your notary session' }),
  ).toBeVisible();
  return { ...at, closing };
}

/** The browser's calendar day `days` from today, as a date field takes it. */
function isoDayIn(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** "2 days, 4 hours and 10 minutes" in minutes. */
function minutesIn(text: string): number {
  const count = (unit: string) => Number(new RegExp(`(\\d+) ${unit}`).exec(text)?.[1] ?? 0);
  return count('day') * 1440 + count('hour') * 60 + count('minute');
}

async function uploadInsurance(page: Page, base: string, checkA11y: Check) {
  await page.goto(`${base}/insurance/upload`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your proof of insurance' })).toBeVisible();
  const policy = await PDFDocument.create();
  policy.addPage([612, 792]);
  await page.getByTestId('insurance-input').setInputFiles({
    name: 'declarations.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await policy.save()),
  });
  await page.getByRole('button', { name: 'Send the proof of insurance' }).click();
  await expect(page.getByText('We have your proof of insurance.')).toBeVisible({ timeout: 30_000 });
  await checkA11y('insurance/upload, sent');
}

test('Happy notary: device check, identity questions, the session, the right to cancel and funding', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await atNotarySession(page, 'Notaryhappy', checkA11y);
  await checkA11y('notary/session');
  await shoot(page, 'session-start');
  await page.getByRole('button', { name: 'Check my camera and microphone' }).click();
  await expect(page.getByText('Your camera and microphone work.')).toBeVisible();
  // The questions need the ID confirmation first, in the one error format.
  await page.getByRole('button', { name: 'Check my ID and start the questions' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkA11y('notary/session, ID not confirmed');
  await page.getByLabel(/I have my photo ID with me/).check();
  await page.getByRole('button', { name: 'Check my ID and start the questions' }).click();
  await expect(page.getByText(/Time left: [12]:\d\d/)).toBeVisible();
  await answerIdentityQuestions(page, 'Notaryhappy', true);
  await checkA11y('notary/session, questions');
  await shoot(page, 'session-questions');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Join my session' }).click();
  await expect(page.getByText('You are in the waiting room.')).toBeVisible();
  await checkA11y('notary/session, joined');
  await shoot(page, 'session-joined');

  // The sandbox clock ends the session: the deed is signed and the right to cancel runs.
  expect(await at.closing.clock('NEXT_EVENT')).toBe('RESCISSION');
  await page.goto(at.base);
  await landOn(page, /\/complete$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Your right to cancel' })).toBeVisible();
  await checkA11y('complete, right to cancel');
  // The countdown counts on the application's clock: a day later on it, a day less is left (decision 209).
  const left = page.getByTestId('rescission-left');
  const before = minutesIn(await left.innerText());
  expect(await at.closing.clock('DAY')).toBe('RESCISSION');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your right to cancel' })).toBeVisible();
  await expect.poll(async () => before - minutesIn(await left.innerText())).toBeGreaterThanOrEqual(1440);
  expect(before - minutesIn(await left.innerText())).toBeLessThanOrEqual(1442);
  await checkA11y('complete, a day later');
  await uploadInsurance(page, at.base, checkA11y);
  expect(await at.closing.clock('NEXT_EVENT')).toBe('COMPLETE');
  await page.goto(at.base);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/funded/i).first()).toBeVisible();
  // The closing's milestones with their dates (decisions 210 and 232): the recording is one of its own now.
  const milestones = page
    .getByRole('heading', { name: 'Your closing' })
    .locator('xpath=following-sibling::ol[1]');
  await expect(milestones.getByRole('listitem')).toHaveText([
    /^Documents signed: /,
    /^Online notary session: /,
    /^Deed signed and notarized: /,
    /^Right to cancel ended: /,
    /^Mortgage recorded with the county \(instrument number \d{4}-\d{6}\): /,
    /^Line of credit funded: /,
  ]);
  await checkA11y('home, funded');
  await shoot(page, 'home-funded');
});

test('No remote notary: an in-person notary at $300, scheduled in the borrower time zone', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await borrowerAtSigning(page, 'Nonotary', checkA11y);
  // The page stays open while the calls below run: checked, as every page shown is.
  await checkA11y('review-app/signdocs');
  await closingCalls(at.api).signAll('Nonotary');
  await page.goto(at.base);
  await landOn(page, /\/notary\/intro$/, checkA11y);
  await expect(page.getByText('There are no online notary times available right now.')).toBeVisible();
  await checkA11y('notary/intro, no times');
  await page.getByRole('link', { name: 'Schedule an in-person notary ($300)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule an in-person notary' })).toBeVisible();
  await page.getByRole('button', { name: 'Request this appointment' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkA11y('notary/schedule-manual, errors');
  await page.getByLabel('Day').fill(isoDayIn(7));
  await page.getByLabel('Time').selectOption('10');
  await page.getByLabel(/I have reviewed the notary disclosures and agree to the \$300 fee/).check();
  await shoot(page, 'schedule-manual');
  await page.getByRole('button', { name: 'Request this appointment' }).click();
  await landOn(page, /\/notary\/reserve-manual$/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your in-person notary appointment' }),
  ).toBeVisible();
  await expect(page.getByText(/10:00/).first()).toBeVisible();
  await checkA11y('notary/reserve-manual');
  await shoot(page, 'reserve-manual');
  expect(await at.api.step()).toBe('MANUAL_DEED_SIGNING');

  // Moved online, as a remote session can be (decision 232): another day and hour, the same rules and fee.
  await page.getByRole('button', { name: 'Change the day or time' }).click();
  const change = page.getByRole('form', { name: 'Choose a new day and time' });
  await expect(change.getByText('The fee stays $300.')).toBeVisible();
  await change.getByLabel('Day').fill(isoDayIn(9));
  await change.getByLabel('Time').selectOption('14');
  await checkA11y('notary/reserve-manual, change the time');
  await shoot(page, 'reserve-manual-change');
  await change.getByRole('button', { name: 'Move my appointment' }).click();
  await expect(page.getByText(/2:00/).first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Choose a new day and time' })).toHaveCount(0);
  expect(await at.api.step()).toBe('MANUAL_DEED_SIGNING');
  // Then cancelled: back to choosing a notary on notary/intro.
  await page.getByRole('button', { name: 'Cancel the appointment' }).click();
  await page.getByLabel('I want to cancel my notary appointment').check();
  await checkA11y('notary/reserve-manual, cancel');
  await page.getByRole('button', { name: 'Cancel my appointment' }).click();
  await landOn(page, /\/notary\/intro$/, checkA11y);
  expect(await at.api.step()).toBe('NOTARY_DISCLOSURE');
});

test('Identity questions failed twice: locked for 24 hours, by the server', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await atNotarySession(page, 'Quizfail', checkA11y);
  for (const triesLeft of ['1 try left', '0 tries left']) {
    await page.getByLabel(/I have my photo ID with me/).check();
    await page.getByRole('button', { name: 'Check my ID and start the questions' }).click();
    await answerIdentityQuestions(page, 'Quizfail', false);
    await page.getByRole('button', { name: 'Send my answers' }).click();
    if (triesLeft.startsWith('1')) {
      await expect(page.getByText(new RegExp(`You have ${triesLeft}`))).toBeVisible();
      await checkA11y('notary/session, one try failed');
    }
  }
  await expect(page.getByText('You have used both tries at the identity questions.')).toBeVisible();
  await checkA11y('notary/session, locked');
  await shoot(page, 'session-locked');
  // Reloading does not give a third try: the lock is the server's.
  await page.reload();
  await expect(page.getByText('You have used both tries at the identity questions.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check my ID and start the questions' })).toHaveCount(0);
});

test('Moves the session online, then cancels during the right to cancel', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await atNotarySession(page, 'Cancelme', checkA11y);
  await page.getByRole('link', { name: 'Back to your booking' }).click();
  await page.getByRole('button', { name: 'Change the time' }).click();
  const times = page.getByRole('group', { name: 'Choose a new time' }).getByRole('radio');
  await times.nth(2).check();
  const chosen = (await times.nth(2).getAttribute('value')) ?? '';
  await checkA11y('notary/intro, change the time');
  await shoot(page, 'intro-reschedule');
  await page.getByRole('button', { name: 'Move my session to this time' }).click();
  await expect
    .poll(
      async () => ((await at.api.call(closingStatus)) as { notary: { startsAt: string } }).notary.startsAt,
    )
    .toBe(chosen);

  expect(await at.closing.clock('NEXT_EVENT')).toBe('RESCISSION');
  await page.goto(at.base);
  await landOn(page, /\/complete$/, checkA11y);
  await page.getByRole('button', { name: 'Cancel my line of credit' }).click();
  await page.getByLabel(/I want to cancel/).check();
  await checkA11y('complete, cancel confirmation');
  await page.getByRole('button', { name: 'Cancel my line of credit' }).last().click();
  await expect.poll(() => at.api.step()).toBe('CANCELLED');
  await page.goto(at.base);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y('home, cancelled');
});

test('Funding waits for proof of insurance', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await borrowerAtSigning(page, 'Noinsure', checkA11y);
  // The page stays open while the calls below run: checked, as every page shown is.
  await checkA11y('review-app/signdocs');
  const closing = closingCalls(at.api);
  await closing.signAll('Noinsure');
  await closing.bookFirstSlot();
  expect(await closing.clock('NEXT_EVENT')).toBe('RESCISSION');
  expect(await closing.clock('NEXT_EVENT')).toBe('FUNDABLE');
  // Time alone does not fund it.
  expect(await closing.clock('DAY')).toBe('FUNDABLE');
  await page.goto(at.base);
  await landOn(page, /\/complete$/, checkA11y);
  await expect(page.getByText('We still need proof of your homeowners insurance')).toBeVisible();
  await checkA11y('complete, waiting for insurance');
  await shoot(page, 'complete-waiting-insurance');
  await uploadInsurance(page, at.base, checkA11y);
  expect(await closing.clock('NEXT_EVENT')).toBe('COMPLETE');
  await page.goto(at.base);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y('home, funded');
});

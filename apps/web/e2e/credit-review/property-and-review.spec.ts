import type { Page, Route } from '@playwright/test';
import type { Application } from '@lintel/domain/application/application';
import { standingFor } from '@lintel/domain/application/standing/standing-for';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { EngineState } from '@lintel/domain/step-engine/engine-states';
import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs, screenshots } from '../fixtures/personas.ts';

const h1 = (name: string) => ({ level: 1, name }) as const;

test.describe('property and review outcomes', () => {
  test('Several: chooses the second home, then the liens and the offers', async ({ page, checkA11y }) => {
    test.setTimeout(150_000);
    await registerAs(page, 'Several', checkA11y);
    await landOn(page, /\/review-app\/property$/, checkA11y);
    const question = 'Which property do you want to borrow against?';
    await expect(page.getByRole('heading', h1(question))).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await checkA11y('review-app/property with an error');
    await screenshots(page, 'review-app-property-several');
    await page.getByLabel(/Second Home Road/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/product\/select$/, checkA11y);
  });

  const outcomes = [
    [
      'Noproperty',
      /\/review-app\/property$/,
      'We could not find a property you own at this address',
      'review-app-property-none',
    ],
    [
      'Notowner',
      /\/review-app\/incorrect-ownership$/,
      'The property records show a different owner',
      'review-app-incorrect-ownership',
    ],
    [
      'Datatree',
      /\/review-app\/datatree$/,
      'We could not find your property in public records',
      'review-app-datatree',
    ],
  ] as const;
  for (const [lastName, path, heading, shot] of outcomes) {
    test(`${lastName} lands on its page and is told what to do`, async ({ page, checkA11y }) => {
      test.setTimeout(120_000);
      await registerAs(page, lastName, checkA11y);
      await landOn(page, path, checkA11y);
      await expect(page.getByRole('heading', h1(heading))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What you can do' })).toBeVisible();
      await checkA11y(shot);
      await screenshots(page, shot);
    });
  }

  test('Delinquent: review-app/delinquency after the liens', async ({ page, checkA11y }) => {
    test.setTimeout(150_000);
    await registerAs(page, 'Delinquent', checkA11y);
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/review-app\/delinquency$/, checkA11y);
    await expect(
      page.getByRole('heading', h1('We are reviewing a late payment on your credit report')),
    ).toBeVisible();
    await checkA11y('review-app/delinquency');
    await screenshots(page, 'review-app-delinquency');
  });
});

/**
 * Steps far later in the journey (closing, a manual underwriting review): the browser is shown them by answering
 * the status and application calls for a freshly registered borrower (the server side is covered by API tests).
 */
async function answerAs(
  page: Page,
  step: ServerStep,
  status: Record<string, unknown>,
  engineState: EngineState,
) {
  await page.route(/\/status$/, (route: Route) => route.fulfill({ json: { step } }));
  await page.route(/\/api\/v1\/application\/heloc\/[0-9a-f-]{36}$/, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Application;
    const application = { ...body, status: { ...body.status, ...status } };
    // The standing the server computes for that step (decision 172), so every reader sees the faked step.
    const standing = standingFor({ step, application, visited: [step], engineState: () => engineState });
    await route.fulfill({ response, json: { ...application, standing } });
  });
}

test.describe('waits on someone else', () => {
  test('error/flood-cert and review-app/uw say who the application waits on', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Happy', checkA11y);
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    const uuid = /heloc\/([0-9a-f-]{36})/.exec(page.url())?.[1];

    await answerAs(page, 'CLOSING_DISCLOSURE_GENERATED', { waitingOnFloodCert: true }, 'waitSign');
    await page.goto(`/account/heloc/${uuid}/error/flood-cert`);
    await expect(
      page.getByRole('heading', h1('We are waiting for your flood zone certificate')),
    ).toBeVisible();
    await expect(page.getByText('The flood certificate provider', { exact: true })).toBeVisible();
    // Issue 16: the sidebar agrees with the page (Sign Documents, not a borrower's step elsewhere).
    await expect(
      page.getByRole('navigation', { name: 'Application progress' }).locator('[aria-current="step"]'),
    ).toContainText('Sign Documents');
    await checkA11y('error/flood-cert');
    await screenshots(page, 'error-flood-cert');

    await page.unrouteAll();
    await answerAs(page, 'WAITING_FOR_UNDERWRITING', { uwDecision: 'REVIEW' }, 'uwReview');
    await page.goto(`/account/heloc/${uuid}/review-app/uw`);
    await expect(page.getByRole('heading', h1('An underwriter is reviewing your application'))).toBeVisible();
    await checkA11y('review-app/uw');
    await screenshots(page, 'review-app-uw');
  });
});

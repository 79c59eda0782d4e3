import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveHmda } from '@lintel/domain/api/endpoints/hmda-actions';
import { bodiesSentTo } from '../msw/requests.ts';
import { renderAppAt } from '../render-app.tsx';
import {
  HOME,
  continueButton,
  signedInBorrower,
  serveSubmission,
  summaryLinks,
} from './submission-server.ts';

signedInBorrower();

describe('start/hmda (HMDA)', { timeout: 30_000 }, () => {
  it('routes HMDA here: the notice, then each question refuses no answer, then one call with every answer', async () => {
    serveSubmission('HMDA', [
      [giveHmda, { body: { step: 'SUMMARY_DISCLOSURE' }, then: 'SUMMARY_DISCLOSURE' }],
    ]);
    const router = renderAppAt(HOME);
    // The guard's first routing loads the step engine on demand (decision 097): slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demographic information' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/hmda`);
    expect(screen.getByText(/federal law requires that we ask applicants/)).toBeVisible();
    // The standing's wait: the borrower, about 2 minutes.
    expect(screen.getByText('About 2 minutes of your time')).toBeVisible();
    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { level: 1, name: 'What is your ethnicity?' })).toHaveFocus();
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    await userEvent.click(continueButton());
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual(['Please select your ethnicity']);
    expect(document.title).toMatch(/^Error: What is your ethnicity\?/);
    // The write-in shows only under its ticked box.
    expect(screen.queryByRole('textbox', { name: 'Origin' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Mexican'));
    await userEvent.click(screen.getByLabelText('Other Hispanic or Latino'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Origin' }), 'Colombian');
    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { level: 1, name: 'What is your race?' })).toHaveFocus();
    await userEvent.click(continueButton());
    expect(summaryLinks()).toEqual(['Please select your race']);
    await userEvent.click(screen.getByLabelText('American Indian or Alaska Native'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Name of enrolled or principal tribe' }),
      'Navajo Nation',
    );
    await userEvent.click(screen.getByLabelText('Filipino'));
    await userEvent.click(continueButton());

    expect(screen.getByRole('heading', { level: 1, name: 'What is your sex?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(summaryLinks()).toEqual(['Please select your sex']);
    expect(bodiesSentTo(giveHmda)).toEqual([]);
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.click(screen.getByLabelText('Male'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(bodiesSentTo(giveHmda)).toEqual([
        {
          ethnicity: ['MEXICAN', 'OTHER_HISPANIC_OR_LATINO'],
          ethnicityOther: 'Colombian',
          race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'FILIPINO'],
          raceTribe: 'Navajo Nation',
          sex: ['FEMALE', 'MALE'],
        },
      ]),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review and sign your application' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/start/app-summary`);
  });

  it('keeps "I do not wish to provide" alone, drops a write-in whose box is unticked, and Back keeps answers', async () => {
    serveSubmission('HMDA', [[giveHmda, { body: { step: 'SUMMARY_DISCLOSURE' } }]]);
    renderAppAt(`${HOME}/start/hmda`);
    await screen.findByRole('heading', { level: 1, name: 'Demographic information' });
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Other Hispanic or Latino'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Origin' }), 'Colombian');
    await userEvent.click(screen.getByLabelText('I do not wish to provide this information'));
    // The opt-out clears the others (and with them the write-in).
    expect(screen.getByLabelText('Other Hispanic or Latino')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Origin' })).toBeNull();
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('White'));
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'What is your race?' })).toBeVisible();
    expect(screen.getByLabelText('White')).toBeChecked();
    // Another answer clears the opt-out.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('I do not wish to provide this information')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Not Hispanic or Latino'));
    expect(screen.getByLabelText('I do not wish to provide this information')).not.toBeChecked();
    await userEvent.click(continueButton());
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('I do not wish to provide this information'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(bodiesSentTo(giveHmda)).toEqual([
        { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['NOT_PROVIDED'] },
      ]),
    );
  });

  it('shows the server’s message when the answers are refused', async () => {
    serveSubmission('HMDA', [
      [giveHmda, { status: 400, body: { errors: [{ message: 'Please select your sex', field: 'sex' }] } }],
    ]);
    renderAppAt(`${HOME}/start/hmda`);
    await screen.findByRole('heading', { level: 1, name: 'Demographic information' });
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Cuban'));
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Samoan'));
    await userEvent.click(continueButton());
    await userEvent.click(screen.getByLabelText('Male'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(summaryLinks()).toEqual(['Please select your sex']);
  });
});

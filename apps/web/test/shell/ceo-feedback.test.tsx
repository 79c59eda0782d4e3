import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ceoFeedback } from '@lintel/domain/api/endpoints/ceo-feedback';
import { CeoFeedbackButton } from '../../src/features/feedback/components/ceo-feedback-button.tsx';
import { ceoFeedbackBody } from '../../src/features/feedback/api/send-ceo-feedback.ts';
import { renderWithProviders } from '../render.tsx';
import { answer } from '../msw/handle.ts';
import { bodiesSentTo, sentRequests } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Share your thoughts with our CEO' }));
  // The modal's code arrives on demand (decision 175): the dialog shows once it is there.
  return screen.findByRole('dialog', { name: 'Share your thoughts with our CEO' });
}

beforeEach(() => server.use(answer(ceoFeedback, { uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' })));

describe('CEO feedback modal (spec 001 §2, §5)', () => {
  it('requires topic, message and consent, with the spec messages beneath the fields', async () => {
    renderWithProviders(<CeoFeedbackButton />);
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText('Your message'), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(sentRequests()).toEqual([]);
  });

  it('refuses more than 1000 characters', async () => {
    renderWithProviders(<CeoFeedbackButton />);
    const dialog = await openModal();
    const message = within(dialog).getByLabelText('Your message');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Must be at most 1000 characters')).toBeInTheDocument();
  });

  it('posts the form with where it was sent from, then thanks the sender', async () => {
    renderWithProviders(<CeoFeedbackButton />);
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A compliment' }));
    await userEvent.type(within(dialog).getByLabelText('Your message'), 'A lovely, quick application.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Thank you/)).toBeInTheDocument();
    expect(bodiesSentTo(ceoFeedback)).toEqual([
      {
        topic: 'COMPLIMENT',
        message: 'A lovely, quick application.',
        marketingConsent: 'NO',
        applicationUuid: null,
        pathname: '/',
        productType: 'HELOC',
      },
    ]);
  });

  it('sends the application uuid when the page is inside an application', () => {
    const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const body = ceoFeedbackBody(
      { topic: 'IMPROVE', message: '0123456789', marketingConsent: 'YES' },
      `/account/heloc/${uuid}/liens`,
    );
    expect(body.applicationUuid).toBe(uuid);
  });
});

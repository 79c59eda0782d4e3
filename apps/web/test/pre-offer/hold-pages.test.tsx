import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import {
  APPRAISAL_HOLD,
  PAYOFF_HOLD,
  valuationHold,
} from '../../src/features/pre-offer/components/hold-contents.tsx';
import { HoldPage } from '../../src/features/pre-offer/components/hold-page.tsx';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { StandingProvider } from '../../src/components/standing/standing-context.tsx';
import { apiClient } from '../../src/lib/api-client.ts';
import { answer } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';

/** The hold page inside the layout's standing for `step` (decision 172). */
function renderHold(content: Parameters<typeof HoldPage>[0]['content'], step: ServerStep) {
  return renderWithProviders(
    <StandingProvider standing={withStanding(applicationFixture, step).standing ?? undefined}>
      <HoldPage uuid={APP_UUID} content={content} />
    </StandingProvider>,
  );
}

describe('hold pages say what is happening, who it waits on and what the borrower can do', () => {
  it.each([
    [
      'hold (onsite appraisal)',
      APPRAISAL_HOLD,
      'An appraiser needs to visit your home',
      /licensed appraiser/,
      'ONSITE_APPRAISAL',
    ],
    [
      'payoff/hold',
      PAYOFF_HOLD,
      'We are waiting for a payoff statement',
      /holder of the debt/,
      'PAYOFF_PENDING',
    ],
    [
      'bpo/hold',
      valuationHold('BPO_PROCESSING'),
      'A broker is valuing your home',
      /real-estate broker/,
      'BPO_PROCESSING',
    ],
    [
      'bpo/hold (title)',
      valuationHold('TITLE_PROCESSING'),
      'We are checking the title of your property',
      /title company/,
      'TITLE_PROCESSING',
    ],
  ] as const)('%s', (_page, content, title, waitingOn, step) => {
    renderHold(content, step);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toContain(title);
    expect(screen.getByText('Waiting on').nextElementSibling).toHaveTextContent(waitingOn);
    expect(screen.getByText('Expected time').nextElementSibling).toHaveTextContent(/business days/);
    expect(screen.getByRole('heading', { level: 2, name: 'What you can do' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\d{3}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('"Check for updates" asks the server for the step again', async () => {
    server.use(answer(serverStepStatus, { step: 'PAYOFF_PENDING' }));
    const { queryClient } = renderHold(PAYOFF_HOLD, 'PAYOFF_PENDING');
    // The layout's guard holds the step query; here a subscriber stands in for it.
    const observed = queryClient.fetchQuery({
      queryKey: ['application', APP_UUID, 'server-step'],
      queryFn: async () => (await apiClient.call(serverStepStatus, { params: { uuid: APP_UUID } })).step,
    });
    await observed;
    expect(requestsTo(serverStepStatus)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Check for updates' }));
    expect(queryClient.getQueryState(['application', APP_UUID, 'server-step'])?.status).not.toBe('success');
  });
});

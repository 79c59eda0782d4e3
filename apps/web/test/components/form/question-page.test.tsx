import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../../src/components/form/form-field.tsx';
import { QuestionPage } from '../../../src/components/form/question-page.tsx';
import { TextInput } from '../../../src/components/form/text-input.tsx';
import { OrganisationProvider } from '../../../src/config/organisation/organisation-context.tsx';
import { organisationFixture } from '../../fixtures/organisation.ts';

function IncomeQuestion() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [attempts, setAttempts] = useState(0);
  const title = 'What is your annual income?';
  return (
    <QuestionPage
      title={title}
      backHref="/previous"
      errors={error ? [{ field: 'income', message: error }] : []}
      focusKey={attempts}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempts((n) => n + 1);
        setError(value ? undefined : 'Must be at least $0');
      }}
    >
      <FormField name="income" label={title} labelAsHeading error={error}>
        {(control) => <TextInput {...control} value={value} onChange={(e) => setValue(e.target.value)} />}
      </FormField>
    </QuestionPage>
  );
}

function renderInRouter() {
  const rootRoute = createRootRoute({ component: IncomeQuestion });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <OrganisationProvider organisation={organisationFixture}>
      <RouterProvider router={router} />
    </OrganisationProvider>,
  );
}

describe('QuestionPage', () => {
  it('has the question as its heading and title, a back link and a Continue button', async () => {
    renderInRouter();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is your annual income?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/previous');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(document.title).toBe('What is your annual income? - Harbor Mortgage');
  });

  it('on a failed submit shows a focused summary and prefixes the title with "Error: "', async () => {
    renderInRouter();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(document.title).toBe('Error: What is your annual income? - Harbor Mortgage');
    await userEvent.type(screen.getByLabelText('What is your annual income?'), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('What is your annual income? - Harbor Mortgage');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../src/components/form/error-summary.tsx';
import { FormField } from '../../../src/components/form/form-field.tsx';
import { TextInput } from '../../../src/components/form/text-input.tsx';

function Field({ error, hint }: { error?: string; hint?: string }) {
  return (
    <FormField name="email" label="Email address" hint={hint} error={error}>
      {(control) => <TextInput {...control} type="email" />}
    </FormField>
  );
}

describe('FormField', () => {
  it('labels the control and describes it by its hint', () => {
    render(<Field hint="We send your documents here" />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAccessibleDescription('We send your documents here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and puts the error beneath it, announced with the hint', () => {
    const { container } = render(
      <Field hint="We send your documents here" error="Please enter your email" />,
    );
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /^We send your documents here Error: ?Please enter your email$/,
    );
    const error = screen.getByText('Please enter your email');
    // Beneath the field: the message follows the input in document order.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.form-group--error')).not.toBeNull();
  });

  it('makes the label the page heading on a question page', () => {
    render(
      <FormField name="income" label="What is your annual income?" labelAsHeading>
        {(control) => <TextInput {...control} />}
      </FormField>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'What is your annual income?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('What is your annual income?')).toBeInTheDocument();
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary items={[]} focusKey={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus, and takes it again on the next failed submit', () => {
    const items = [{ field: 'email', message: 'Please enter your email' }];
    const { rerender } = render(
      <>
        <button type="button">elsewhere</button>
        <ErrorSummary items={items} focusKey={1} />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    rerender(
      <>
        <button type="button">elsewhere</button>
        <ErrorSummary items={items} focusKey={2} />
      </>,
    );
    expect(summary).toHaveFocus();
  });

  it('links each message to its field and moves focus there', async () => {
    render(
      <>
        <ErrorSummary
          items={[{ field: 'email', message: 'Please enter your email' }, { message: 'Account locked' }]}
          focusKey={1}
        />
        <Field error="Please enter your email" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Please enter your email' });
    expect(link).toHaveAttribute('href', '#field-email');
    expect(screen.getByText('Account locked').tagName).toBe('LI');
    await userEvent.click(link);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from '../../../src/components/form/checkbox-group.tsx';

function Question({ error }: { error?: string }) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup
        name="race"
        legend="What is your race?"
        legendAsHeading
        hint="Choose all that apply."
        error={error}
        options={[
          {
            value: 'ASIAN',
            label: 'Asian',
            children: [{ value: 'OTHER_ASIAN', label: 'Other Asian', reveal: <p>Print race</p> }],
          },
          { value: 'WHITE', label: 'White' },
        ]}
        exclusive={{ value: 'NOT_PROVIDED', label: 'I do not wish to provide this information' }}
        values={values}
        onChange={setValues}
      />
      <output>{values.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its heading, described by its hint and error; the first box carries the field id', () => {
    render(<Question error="Please select your race" />);
    const group = screen.getByRole('group', { name: 'What is your race?' });
    expect(group).toHaveAccessibleDescription(/^Choose all that apply\. Error: ?Please select your race$/);
    expect(screen.getByRole('heading', { level: 1, name: 'What is your race?' })).toBeVisible();
    expect(screen.getByLabelText('Asian')).toHaveAttribute('id', 'field-race');
    expect(screen.getByLabelText('White')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes several answers, reveals what a ticked box holds, and keeps the exclusive answer alone', async () => {
    render(<Question />);
    const output = screen.getByRole('status');
    expect(screen.queryByText('Print race')).toBeNull();
    await userEvent.click(screen.getByLabelText('Other Asian'));
    await userEvent.click(screen.getByLabelText('White'));
    expect(output).toHaveTextContent('OTHER_ASIAN,WHITE');
    expect(screen.getByText('Print race')).toBeVisible();
    await userEvent.click(screen.getByLabelText('I do not wish to provide this information'));
    expect(output).toHaveTextContent(/^NOT_PROVIDED$/);
    expect(screen.queryByText('Print race')).toBeNull();
    await userEvent.click(screen.getByLabelText('Asian'));
    expect(output).toHaveTextContent(/^ASIAN$/);
    await userEvent.click(screen.getByLabelText('Asian'));
    expect(output).toHaveTextContent(/^$/);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../../src/components/form/form-field.tsx';
import { QuestionPage } from '../../src/components/form/question-page.tsx';
import { TextInput } from '../../src/components/form/text-input.tsx';
import { useLightScreenForm } from '../../src/features/registration/form/use-light-screen-form.ts';
import { renderWithProviders } from '../render.tsx';

const schema = z.strictObject({
  home: z.strictObject({
    code: z.pipe(
      z.string().check(z.minLength(3, 'Too short'), z.regex(/\d/, 'Needs a digit')),
      z.transform((code) => code.toUpperCase()),
    ),
    note: z.optional(z.string()),
  }),
});

function CodeScreen({ onValid, shown = true }: { onValid: (values: unknown) => void; shown?: boolean }) {
  const { form, items, errorFor, focusKey } = useLightScreenForm(schema, { home: { note: 'kept' } }, [
    'home.code',
  ]);
  return (
    <QuestionPage title="Your code" errors={items} focusKey={focusKey} onSubmit={form.handleSubmit(onValid)}>
      {shown ? (
        <FormField name="home.code" label="Code" error={errorFor('home.code')}>
          {(control) => <TextInput {...control} {...form.register('home.code')} />}
        </FormField>
      ) : null}
    </QuestionPage>
  );
}

describe('useLightScreenForm (register-v2 without react-hook-form, decision 178)', () => {
  it('lists every broken rule of a field joined, in a summary that takes focus, and checks only on submit', async () => {
    const onValid = vi.fn();
    renderWithProviders(<CodeScreen onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Code'), 'a');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Too short, Needs a digit.');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/Too short, Needs a digit\.$/);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the schema output (transforms applied, untouched answers kept) to the submit handler', async () => {
    const onValid = vi.fn();
    renderWithProviders(<CodeScreen onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Code'), 'ab1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledWith({ home: { code: 'AB1', note: 'kept' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an empty field on the page is empty text to the schema; one never shown stays missing', async () => {
    const onValid = vi.fn();
    const { unmount } = renderWithProviders(<CodeScreen onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too short, Needs a digit.');
    unmount();
    renderWithProviders(<CodeScreen onValid={onValid} shown={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Too short');
  });
});

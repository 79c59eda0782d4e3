import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../../src/components/upload/file-upload.tsx';
import { renderWithProviders } from '../render.tsx';

// Decision 233: the control's working parts are a chunk of their own; until it arrives the field is already there.
describe('FileUpload before its code has arrived', () => {
  it('shows the label, hint and error in a busy group, then the control', async () => {
    renderWithProviders(
      <FileUpload
        name="documents"
        label="Your paystubs"
        hint="A PDF of each"
        error="Upload at least one paystub"
        send={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Your paystubs' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveAccessibleDescription(/A PDF of each Error: ?Upload at least one paystub/);
    expect(
      await screen.findByRole('button', { name: 'Choose a file for Your paystubs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your paystubs' })).not.toHaveAttribute('aria-busy');
  });
});

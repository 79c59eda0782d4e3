import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentList } from '@lintel/domain/application/documents';
import { describe, expect, it, vi } from 'vitest';
import { IdentityPage } from '../../src/features/uploads/components/identity-page.tsx';
import { renderWithProviders } from '../render.tsx';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const front = (createdAt: string) => ({
  uuid: `d-${createdAt}`,
  type: 'DRIVERS_LICENSE_FRONT',
  fileName: 'drivers-license-front-1.jpg',
  originalName: 'front.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 2400,
  createdAt,
});

// Typing and clicking through a whole page takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('identity page', () => {
  it('asks for the ID type, then the sides that type has', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IdentityPage uuid={UUID} list={{ documents: [], requests: [] }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your ID type');
    await user.click(screen.getByLabelText('U.S. Passport'));
    expect(screen.getByRole('group', { name: 'Photo of the page with your picture' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Photo of the back' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("U.S. Driver's License"));
    expect(screen.getByRole('group', { name: 'Photo of the front' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Photo of the back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload the front of your ID');
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload the back of your ID');
  });

  it('after a failed check, says so and wants a photo taken since', async () => {
    const user = userEvent.setup();
    const list: DocumentList = {
      documents: [front('2026-11-26T14:00:00.000Z')],
      requests: [
        {
          uuid: 'c1',
          category: 'ID_VERIFICATION_FAILURE',
          commentsToBorrower:
            'We could not verify your identity. Please upload a clear photo of a current ID.',
          numDocsRequired: 1,
          created: '2026-11-26T14:01:00.000Z',
        },
      ],
    };
    renderWithProviders(<IdentityPage uuid={UUID} list={list} />);
    expect(screen.getByRole('heading', { name: 'We need a new photo of your ID' })).toBeInTheDocument();
    // The ID type comes back from the photo sent before.
    expect(screen.getByLabelText("U.S. Driver's License")).toBeChecked();
    expect(screen.getByText(/front\.jpg \(JPEG, 2 KB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my ID again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a new photo of the front of your ID');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sitePage } from '@lintel/domain/api/endpoints/site-pages';
import type { SitePage } from '@lintel/domain/shell-contracts/site-pages';
import { handle, refusal } from '../msw/handle.ts';
import { wasCalled } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderAt } from '../registration/render-registration.tsx';

const LICENSES: SitePage = {
  slug: 'licenses',
  title: 'Licenses',
  summary: 'Harbor Mortgage, LLC is licensed to lend in 2 states. Our NMLS number is 555001.',
  sections: [
    {
      heading: 'NMLS Consumer Access',
      blocks: [
        {
          paragraph: ['Check us on ', { text: 'NMLS Consumer Access', href: 'https://nmls.example/1' }, '.'],
        },
      ],
    },
    { heading: 'States where we lend (2)', blocks: [{ list: [['Maine'], ['New Hampshire']] }] },
    {
      heading: 'Call us',
      blocks: [{ facts: [{ term: 'Phone', detail: [{ text: '(800) 555-0142', href: 'tel:8005550142' }] }] }],
    },
  ],
  updated: '2026-11-01',
  lenderWritten: false,
};

/** The site page call answers `page`, or fails (with server.use). */
function servePages(answer: () => SitePage | Response) {
  server.use(handle(sitePage, answer));
}

describe('site pages (decision 170)', () => {
  it("renders the lender's page: title, date, sections as headings, lists and facts, and the other pages", async () => {
    servePages(() => LICENSES);
    renderAt('/licenses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licenses' })).toBeInTheDocument();
    expect(wasCalled('/service-site/api/v1/pages/licenses')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Licenses - Harbor Mortgage'));
    expect(screen.getByText('November 1, 2026')).toHaveAttribute('dateTime', '2026-11-01');
    expect(screen.getByRole('heading', { level: 2, name: 'States where we lend (2)' })).toBeInTheDocument();
    expect(screen.getByText('New Hampshire').tagName).toBe('LI');
    expect(within(screen.getByRole('main')).getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    expect(screen.getByRole('link', { name: 'NMLS Consumer Access' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const more = screen.getByRole('navigation', { name: 'More from Harbor' });
    expect(within(more).getByRole('link', { name: 'Licenses' })).toHaveAttribute('aria-current', 'page');
    // The fixture lender keeps its privacy policy on its own site (privacyLinkIsExternal).
    expect(within(more).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://harbor.example/privacy',
    );
  });

  it('says so when the page does not load, with the phone and a way to try again', async () => {
    let fail = true;
    servePages(() => (fail ? refusal(503, 'Down') : LICENSES));
    renderAt('/licenses');
    expect(
      await screen.findByText(
        'Sorry, this page did not load. Please try again in a moment.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: '(800) 555-0142' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'NMLS Consumer Access' }),
    ).toBeInTheDocument();
  });
});

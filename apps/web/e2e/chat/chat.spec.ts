import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeViolations, expect, test } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';
import { sql, startChatServers, type ChatServer } from './chat-servers.ts';

// Issue 20: the borrower's widget, the chatbot and the agent's seat, on two server processes sharing one database.
const shots = screenshotsIn('chat');
const DEMO_PASSWORD = 'Lintel-Demo-2026!';

let servers: Awaited<ReturnType<typeof startChatServers>>;
test.describe.configure({ mode: 'serial' });
// scripts/e2e.mjs sets this when the machine has no PostgreSQL server and cannot be given one (not root on Debian).
test.skip(
  process.env.E2E_NO_POSTGRES === '1',
  'needs a PostgreSQL server (E2E_DATABASE_URL) for two processes',
);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  servers = await startChatServers();
});
test.afterAll(async () => {
  await servers?.close();
});

async function axe(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

/**
 * Open means midnight to midnight Pacific every day (an end at 00:00 is the midnight that ends the day, decision 253),
 * so the journey does not depend on the weekday, hour or minute it runs at (CI once ran it on a Saturday).
 */
async function setChatHours(open: boolean) {
  await sql(
    `update operating_hours set is_open = $1, start_time = $2, end_time = $3
      where department = 'OPS_CHAT' and org_code = 'lintel'`,
    open ? [true, '00:00', '00:00'] : [false, null, null],
  );
}

async function openChat(page: Page, server: ChatServer, path = '/') {
  await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}pop-webchat`);
  await expect(page.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
  // Spec §2: the parameter is removed once the chat has opened.
  await expect(page).not.toHaveURL(/pop-webchat/);
}

async function startChat(page: Page, name = 'Pat Borrower', email = 'pat@example.com') {
  const widget = page.getByTestId('chat-widget');
  await widget.getByLabel('Name').fill(name);
  await widget.getByLabel('Email address').fill(email);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
}

async function send(page: Page, text: string) {
  const widget = page.getByTestId('chat-widget');
  await widget.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await widget.getByRole('button', { name: 'Send' }).click();
}

async function agentSeat(browser: Browser, server: ChatServer): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/agent/chat`);
  await page.getByLabel('Email address').fill('agent@lintel.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as Morgan Reyes')).toBeVisible();
  return page;
}

/** Clicks an attachment and reads what the browser saved. */
async function downloadOf(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

test('a borrower on one process and an agent on the other chat; the connection drops and recovers with nothing lost or doubled', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await setChatHours(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await openChat(page, servers.a);
  await checkA11y('pre-chat form');
  // The form validates with the spec's words, and its summary takes focus.
  await page.getByTestId('chat-widget').getByRole('button', { name: 'Start chat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await startChat(page);
  await expect(page.getByTestId('chat-waiting')).toBeVisible();

  const seat = await agentSeat(browser, servers.b);
  const waiting = seat.getByTestId('seat-waiting');
  await expect(waiting.getByText('Pat Borrower', { exact: true })).toBeVisible();
  await axe(seat, 'seat queue');
  await waiting.getByRole('button', { name: 'Take the chat with Pat Borrower' }).click();
  await expect(seat.getByTestId('seat-context')).toContainText('/');
  await expect(page.getByText('You’re now chatting with Morgan.')).toBeVisible();

  await send(page, 'Hello, I have a question about my draw.');
  await expect(seat.getByText('Hello, I have a question about my draw.')).toBeVisible();
  await seat.getByLabel('Canned answer').selectOption({ label: 'Greeting' });
  await seat.getByLabel('Reply').pressSequentially(' ');
  await expect(page.getByText('Morgan is typing…')).toBeVisible();
  await seat.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Hi, thanks for contacting')).toBeVisible();

  // Attachments both ways across the two processes (decision 220): each side downloads the other's file.
  await page
    .getByTestId('chat-attachment-input')
    .setInputFiles({ name: 'paystub.txt', mimeType: 'text/plain', buffer: Buffer.from('May pay stub\n') });
  await page.getByTestId('chat-widget').getByRole('button', { name: 'Send' }).click();
  const fromBorrower = await downloadOf(seat, 'Download paystub.txt (13 bytes)');
  expect(fromBorrower).toEqual({ name: 'paystub.txt', text: 'May pay stub\n' });
  await seat
    .getByLabel('Attach a file (optional)')
    .setInputFiles({ name: 'checklist.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Photo ID\n') });
  await seat.getByRole('button', { name: 'Send reply' }).click();
  const fromAgent = await downloadOf(page, 'Download checklist.txt (12 bytes)');
  expect(fromAgent).toEqual({ name: 'checklist.txt', text: '1. Photo ID\n' });
  await checkA11y('chat with an agent');
  await axe(seat, 'seat chat');
  await shots(page, 'borrower-chat');
  await shots(seat, 'agent-seat');

  // The borrower's process goes away: the warning shows; a message sent meanwhile waits and arrives once.
  await servers.a.stop();
  await expect(page.getByText('Connection lost. Attempting to reconnect.')).toBeVisible();
  await send(page, 'Are you still there?');
  await expect(page.getByText('Sending…')).toBeVisible();
  await shots(page, 'borrower-connection-lost');
  await servers.a.start();
  await expect(page.getByText('Connection lost. Attempting to reconnect.')).toBeHidden({ timeout: 30_000 });
  await expect(seat.getByText('Are you still there?')).toHaveCount(1);
  await expect(page.getByText('Are you still there?')).toHaveCount(1);
  // A reload keeps the chat (spec §4: the session is kept across reloads), still once each.
  await page.reload();
  await expect(page.getByText('Are you still there?')).toHaveCount(1);
  await expect(page.getByText('Hello, I have a question about my draw.')).toHaveCount(1);

  // The agent ends the chat: the ended panel, the survey, and a new chat.
  await seat.getByRole('button', { name: 'End chat' }).click();
  const ended = page.getByTestId('chat-ended');
  await expect(ended.getByText('Thanks for chatting with us!')).toBeVisible();
  await ended.getByRole('button', { name: 'Take the survey' }).click();
  await ended.getByLabel('Excellent').check();
  await ended.getByLabel('Yes').check();
  await ended.getByRole('button', { name: 'Send answers' }).click();
  await expect(ended.getByText('Thank you for your answers.')).toBeVisible();
  await checkA11y('ended panel');
  await shots(page, 'borrower-ended');
  await ended.getByRole('button', { name: 'Start new chat' }).click();
  await expect(page.getByTestId('chat-widget').getByLabel('Name')).toBeVisible();
  await seat.context().close();
});

test('out of chat hours the chatbot answers a help question and the signed-in borrower’s own status', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await setChatHours(false);
  await openChat(page, servers.a);
  await startChat(page);
  const widget = page.getByTestId('chat-widget');
  await expect(widget.getByText(/assistant/i).first()).toBeVisible();
  await send(page, 'How much can I borrow?');
  await expect(widget.getByText('$15,000 to $400,000')).toBeVisible();
  await expect(widget.getByText('Source: How much can I borrow?')).toBeVisible();
  await send(page, 'Can you recommend a pizza place?');
  await expect(widget.getByText(/don’t know the answer/)).toBeVisible();
  // Feedback once on the latest answer: thumbs down opens 'Tell us more'.
  await widget.getByRole('button', { name: 'No, not helpful' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us more' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please select a reason')).toBeVisible();
  await dialog.getByLabel('Not what I was asking about').check();
  await checkA11y('tell us more');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(widget.getByText('Thanks for your feedback.')).toBeVisible();
  await shots(page, 'chatbot');

  // Signed in: the chatbot reads the borrower's own application.
  await widget.getByRole('button', { name: 'End chat' }).click();
  await widget.getByRole('button', { name: 'Start new chat' }).click();
  await widget.getByRole('button', { name: 'Close chat' }).click();
  const login = await page.request.post(`${servers.a.url}/identity/api/v1/login`, {
    data: { email: 'demo@lintel.test', password: DEMO_PASSWORD },
    headers: { 'x-org': 'lintel' },
  });
  const { jwt } = (await login.json()) as { jwt: string };
  await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
  await openChat(page, servers.a, '/dashboard');
  // Prefilled from the signed-in identity (spec §2).
  await expect(widget.getByLabel('Email address')).toHaveValue('demo@lintel.test');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await send(page, 'Where is my application?');
  await expect(widget.getByText(/Your application \(loan number \w+\):/)).toBeVisible();
  await checkA11y('chatbot status answer');
  await shots(page, 'chatbot-status');
});

test('the footer’s Chat with us opens the chat on a page that had not loaded it, and a reload keeps it open', async ({
  page,
  checkA11y,
}) => {
  await setChatHours(false);
  await page.setViewportSize({ width: 390, height: 844 });
  // Decision 241: the chat's launcher loads only once the footer asks for it.
  await page.goto(`${servers.a.url}/?org=lintel`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The minimal footer gives way to the full one once the page has settled near it (decision 175): scroll the page,
  // not a footer element that may be replaced, and let the locator find the button in whichever footer is there.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('heading', { name: 'Chat with us', level: 2 })).toBeVisible();
  await expect(page.getByTestId('chat-widget').getByLabel('Name')).toBeVisible();
  await checkA11y('chat opened from the footer');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chat with us', level: 2 })).toBeVisible();
  await page.getByTestId('chat-widget').getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByTestId('chat-widget')).toBeHidden();
});

test('a chatbot session expires after 10 minutes; an attachment of a wrong type is refused', async ({
  page,
  checkA11y,
}) => {
  await setChatHours(false);
  await openChat(page, servers.a);
  await startChat(page);
  const widget = page.getByTestId('chat-widget');
  await widget
    .getByTestId('chat-attachment-input')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(widget.getByText('Attach a jpg, png, amr, mp3, mp4, pdf or txt file')).toBeVisible();
  // A file whose bytes are not what its name says: refused by the server's checks.
  await widget
    .getByTestId('chat-attachment-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByRole('alert').filter({ hasText: 'Attach a jpg' })).toBeVisible();
  await widget.getByRole('button', { name: /Remove/ }).click();
  await widget
    .getByTestId('chat-attachment-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes\n') });
  await expect(widget.getByText('notes.txt (9 bytes)')).toBeVisible();
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByTestId('chat-message').filter({ hasText: 'notes.txt (9 bytes)' })).toBeVisible();

  // Ten minutes on: the server has ended the session; a reload shows the ended panel.
  await sql(
    `update chat_conversations set expires_at = now() - interval '1 second' where customer_email = 'pat@example.com' and state <> 'ended'`,
  );
  await page.evaluate(() => {
    const key = 'lintel_chat_session';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...stored, expiration: new Date(Date.now() - 1000).toISOString() }),
    );
  });
  await page.reload();
  await expect(page.getByText('Thanks for chatting with us!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start new chat' })).toBeVisible();
  await checkA11y('expired chat');
});

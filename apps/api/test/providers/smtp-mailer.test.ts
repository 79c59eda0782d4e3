import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../src/providers/mailer/smtp-mailer.ts';

/** The smallest SMTP relay that accepts mail (no TLS, no auth), keeping each message's envelope and data. */
function fakeRelay(refuseRecipients = false) {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 relay.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 relay.test\r\n');
        else if (verb === 'MAIL') {
          mail.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          if (refuseRecipients) socket.write(`550 5.1.1 ${line.slice(8)}: no such user\r\n`);
          else {
            mail.to.push(line);
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const accepting = fakeRelay();
const refusing = fakeRelay(true);
let acceptingPort = 0;
let refusingPort = 0;
beforeAll(async () => {
  acceptingPort = await listen(accepting.server);
  refusingPort = await listen(refusing.server);
});
afterAll(() => {
  accepting.server.close();
  refusing.server.close();
});

const message = {
  id: '0b7c9a4e-4d8f-4b52-9a51-7b0e2f1c3d4e',
  orgCode: 'lintel',
  templateKey: 'password-changed',
  to: 'owner@example.test',
  fromName: 'Lintel',
  subject: 'Your Lintel password was changed',
  text: 'The password was changed.',
  html: '<p>The password was changed.</p>',
};

describe('SMTP delivery through nodemailer (decision 168)', () => {
  it('sends the message with the brand as the sender name and the outbox id in the Message-ID', async () => {
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${acceptingPort}?ignoreTLS=true`,
      from: 'no-reply@lender.example',
    });
    await mailer.send(message);
    mailer.close();
    const [sent] = accepting.received;
    expect(sent?.from).toContain('<no-reply@lender.example>');
    expect(sent?.to).toEqual([expect.stringContaining('<owner@example.test>')]);
    expect(sent?.data).toMatch(/^From: Lintel <no-reply@lender\.example>$/m);
    expect(sent?.data).toMatch(/^Subject: Your Lintel password was changed$/m);
    expect(sent?.data).toContain(`Message-ID: <${message.id}@lender.example>`);
    expect(sent?.data).toContain('The password was changed.');
  });

  it('throws when the relay refuses, so the job retries', async () => {
    const mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${refusingPort}?ignoreTLS=true`,
      from: 'no-reply@lender.example',
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});

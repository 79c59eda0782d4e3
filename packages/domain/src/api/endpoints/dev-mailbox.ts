import * as z from 'zod/mini';
import { devMailboxListSchema, devMailboxMessageSchema } from '../../identity/email-links.ts';
import { endpoint } from '../endpoint.ts';

// The dev mailbox (decision 168): what the sandbox mailer delivered. Not registered in production (404 there).

export const devMailbox = endpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  service: 'dev',
  summary: 'Emails the sandbox mailer delivered, newest first (not in production)',
  caller: 'anyone',
  response: devMailboxListSchema,
});

export const devMailboxMessage = endpoint({
  method: 'GET',
  path: '/api/dev/mailbox/:id',
  service: 'dev',
  summary: 'One email the sandbox mailer delivered (not in production)',
  caller: 'anyone',
  params: z.object({ id: z.uuid() }),
  response: devMailboxMessageSchema,
  errors: [404],
});

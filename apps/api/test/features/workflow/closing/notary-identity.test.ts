import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notaryIdentityAttempts } from '../../../../src/features/workflow/closing/notary-identity-tables.ts';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { closingWorld, HOUR, placedApplication, type ClosingWorld, type Journey } from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

type Proofing = {
  status: string;
  triesLeft: number;
  lockedUntil: string | null;
  quiz: { id: string; expiresAt: string; questions: { id: string; choices: string[] }[] } | null;
  lastResult: { correct: number; passed: boolean; expired: boolean } | null;
};

/** A borrower with a booked remote session (DEED_SIGNING). */
async function booked(lastName = 'Quizzer'): Promise<Journey> {
  const j = await placedApplication(world, {
    step: 'NOTARY_DISCLOSURE',
    borrower: { firstName: 'Robin', lastName, dob: '1981-06-02' },
  });
  const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: { start: string }[] };
  const response = await j.act('POST', 'notary/session', {
    start: slots[0]?.start,
    disclosuresAccepted: true,
  });
  expect(response.json()).toEqual({ step: 'DEED_SIGNING' });
  return j;
}

/** The answers of the open try: `right` of them correct (read from the answer key the browser never sees). */
async function answers(quizId: string, right: number) {
  const [row] = await world.t.db
    .select()
    .from(notaryIdentityAttempts)
    .where(eq(notaryIdentityAttempts.id, quizId));
  if (!row) throw new Error('no such try');
  return row.questions.map((q, i) => ({
    questionId: q.id,
    choice: i < right ? q.answer : (q.choices.find((c) => c !== q.answer) ?? ''),
  }));
}

async function start(j: Journey) {
  return j.act('POST', 'notary/identity/quiz', { idAtHand: true });
}

describe('identity proofing before the remote notary session', () => {
  it('five questions for 2 minutes, without their answers; 4 of 5 right passes', async () => {
    const j = await booked();
    expect((await j.act('GET', 'notary/identity')).json()).toMatchObject({ status: 'READY', triesLeft: 2 });
    const opened = (await start(j)).json() as Proofing;
    expect(opened.status).toBe('IN_PROGRESS');
    expect(opened.quiz?.questions).toHaveLength(5);
    expect(JSON.stringify(opened)).not.toContain('"answer"');
    expect(new Date(opened.quiz?.expiresAt ?? '').getTime() - world.clock.now().getTime()).toBe(120_000);
    // Opening again while a try is open gives the same questions, not a new try.
    expect(((await start(j)).json() as Proofing).quiz?.id).toBe(opened.quiz?.id);
    const quizId = opened.quiz?.id ?? '';
    const result = await j.act('POST', 'notary/identity/answers', {
      quizId,
      answers: await answers(quizId, 4),
    });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      status: 'PASSED',
      lastResult: { correct: 4, passed: true, expired: false },
      step: 'DEED_SIGNING',
    });
    // A passed try is not answered twice.
    const again = await j.act('POST', 'notary/identity/answers', {
      quizId,
      answers: await answers(quizId, 5),
    });
    expect(again.statusCode).toBe(400);
  });

  it('two failed tries lock the questions for 24 hours, on the server', async () => {
    const j = await booked();
    for (const expectedLeft of [1, 0]) {
      const quizId = ((await start(j)).json() as Proofing).quiz?.id ?? '';
      const failed = (
        await j.act('POST', 'notary/identity/answers', {
          quizId,
          answers: await answers(quizId, 3),
        })
      ).json() as Proofing;
      expect(failed.lastResult).toEqual({ correct: 3, passed: false, expired: false });
      expect(failed.triesLeft).toBe(expectedLeft);
    }
    const standing = (await j.act('GET', 'notary/identity')).json() as Proofing;
    expect(standing.status).toBe('LOCKED');
    expect(standing.lockedUntil).toBe(new Date(world.clock.now().getTime() + 24 * HOUR).toISOString());
    const refused = await start(j);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/both tries/);
    world.clock.advance(23 * HOUR);
    expect((await start(j)).statusCode).toBe(400);
    world.clock.advance(HOUR + 1000);
    expect(((await start(j)).json() as Proofing).status).toBe('IN_PROGRESS');
  });

  it('an answer after the 2 minutes is refused and the try counts', async () => {
    const j = await booked();
    const quizId = ((await start(j)).json() as Proofing).quiz?.id ?? '';
    world.clock.advance(135_000);
    const late = await j.act('POST', 'notary/identity/answers', {
      quizId,
      answers: await answers(quizId, 5),
    });
    expect(late.statusCode).toBe(400);
    expect((await j.act('GET', 'notary/identity')).json()).toMatchObject({
      status: 'READY',
      triesLeft: 1,
      lastResult: { expired: true, passed: false },
    });
  });

  it('a photo ID that cannot be verified is refused before any question (persona Noidcheck)', async () => {
    const j = await booked('Noidcheck');
    const refused = await start(j);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ message: 'We could not verify your photo ID', field: 'credential' }],
    });
    expect((await j.act('GET', 'notary/identity')).json()).toMatchObject({ status: 'READY', triesLeft: 2 });
  });

  it('answers in the shared schema: five distinct questions, else 400 in the one error format', async () => {
    const j = await booked();
    const quizId = ((await start(j)).json() as Proofing).quiz?.id ?? '';
    const four = (await answers(quizId, 5)).slice(0, 4);
    const short = await j.act('POST', 'notary/identity/answers', { quizId, answers: four });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('Please answer every question');
    const hostile = await j.act('POST', 'notary/identity/answers', { quizId: 'x', answers: [] });
    expect(hostile.statusCode).toBe(400);
  });

  it('others get 404 and other steps 409', async () => {
    const j = await booked();
    const stranger = await signedInIdentity(world.t.db, world.clock);
    expect((await j.act('GET', 'notary/identity', undefined, stranger)).statusCode).toBe(404);
    expect((await j.act('POST', 'notary/identity/quiz', { idAtHand: true }, stranger)).statusCode).toBe(404);
    const early = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    expect((await early.act('GET', 'notary/identity')).statusCode).toBe(409);
    expect((await early.act('POST', 'notary/identity/quiz', { idAtHand: true })).statusCode).toBe(409);
  });
});

describe('moving and cancelling a booked remote session', () => {
  it('reschedules to another offered time and cancels back to choosing one', async () => {
    const j = await booked();
    const first = (await j.act('GET', 'closing')).json().notary as { startsAt: string; endsAt: string };
    const offered = (await j.act('GET', 'notary/slots')).json() as {
      slots: { start: string; end: string }[];
    };
    const later = offered.slots[8];
    if (!later) throw new Error('no later slot');
    const notOffered = new Date(new Date(first.startsAt).getTime() + 30 * 60_000).toISOString();
    const taken = await j.act('POST', 'notary/session/reschedule', { start: notOffered });
    expect(taken.statusCode).toBe(400);
    const moved = await j.act('POST', 'notary/session/reschedule', { start: later.start });
    expect(moved.json()).toEqual({ step: 'DEED_SIGNING' });
    expect((await j.act('GET', 'closing')).json().notary).toMatchObject({
      startsAt: later.start,
      endsAt: later.end,
    });
    // The first time's end passes: nothing happens; the session is now later.
    world.clock.advance(new Date(first.endsAt).getTime() - world.clock.now().getTime() + HOUR);
    expect(await j.settle()).toBe('DEED_SIGNING');
    const cancelled = await j.act('POST', 'notary/session/cancel', { confirm: true });
    expect(cancelled.json()).toEqual({ step: 'NOTARY_DISCLOSURE' });
    expect((await j.act('GET', 'closing')).json().notary).toBeNull();
    expect((await j.application()).status?.disclosurelistNotaryComplete).toBe(false);
    const unconfirmed = await (await booked()).act('POST', 'notary/session/cancel', {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors[0].message).toBe(
      'Please confirm that you want to cancel your notary session',
    );
  });
});

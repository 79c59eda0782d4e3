import type { FastifyRequest } from 'fastify';

/**
 * Per-IP limits (decision 014), applied through @fastify/rate-limit's route config. They sit above the per-account
 * lockout: the lockout stops guessing one password, these stop one address trying many accounts or creating them.
 */
function tooMany(message: string) {
  return (_request: FastifyRequest, context: { after: string; statusCode: number }) =>
    Object.assign(new Error(`${message} Please try again in ${context.after}.`), {
      statusCode: context.statusCode,
    });
}

export const LOGIN_IP_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  errorResponseBuilder: tooMany('Too many sign-in attempts from your network.'),
};

/** Ten an hour by default; the browser suite, which registers every persona from one address, raises it. */
export function registrationIpLimit(maxPerHour: number) {
  return {
    max: maxPerHour,
    timeWindow: 60 * 60_000,
    errorResponseBuilder: tooMany('Too many accounts created from your network.'),
  };
}

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

/**
 * Reset and verification links (decision 169). Per address here; per account the services allow three emails an
 * hour (a reset request past that is answered the same and sends nothing, so the limit tells nothing either).
 */
export const PASSWORD_RESET_IP_LIMIT = {
  max: 10,
  timeWindow: 15 * 60_000,
  errorResponseBuilder: tooMany('Too many password reset requests from your network.'),
};

/** Setting a password from a link and confirming an email: enough for mistakes, too few to guess a 256-bit token. */
export const EMAIL_LINK_IP_LIMIT = {
  max: 20,
  timeWindow: 15 * 60_000,
  errorResponseBuilder: tooMany('Too many attempts from your network.'),
};

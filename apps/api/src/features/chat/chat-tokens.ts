import { jwtVerify, SignJWT } from 'jose';

/**
 * The chat's own tokens (decision 200): a borrower's is good for one conversation until it expires; an agent's seat
 * token for the seat's socket. Signed with the app's key under their own audience, so a session token is never a
 * chat token or the other way round.
 */
const AUDIENCE = 'lintel-chat';

export type ChatClaims =
  | { role: 'customer'; conversationId: string; orgCode: string }
  | { role: 'agent'; agentId: string; orgCode: string };

export async function signChatToken(
  secret: Uint8Array,
  claims: ChatClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims, or undefined for a token that is forged, expired or not a chat token. */
export async function verifyChatToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<ChatClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const orgCode = typeof payload.orgCode === 'string' ? payload.orgCode : undefined;
    if (!orgCode) return undefined;
    if (payload.role === 'customer' && typeof payload.conversationId === 'string') {
      return { role: 'customer', conversationId: payload.conversationId, orgCode };
    }
    if (payload.role === 'agent' && typeof payload.agentId === 'string') {
      return { role: 'agent', agentId: payload.agentId, orgCode };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

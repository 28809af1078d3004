/** A JWT-shaped token (unsigned) whose payload carries `exp` seconds from now. */
export function makeToken(
  secondsLeft: number,
  claims: Record<string, unknown> = {},
  nowMs = Date.now(),
): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(nowMs / 1000) + secondsLeft;
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: '1', email: 'a@b.c', iat: exp - 3600, exp, ...claims })}.sig`;
}

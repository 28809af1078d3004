/**
 * The rule of a newly set password (the first administrator's, a user's saved on /formNlBaseUsuarios): checked
 * only when a password is set, never against stored ones (the demo users keep 'demo').
 */

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;

/** What the rule asks, for hints next to password fields. */
export const PASSWORD_HINT = `Ao menos ${PASSWORD_MIN_LENGTH} caracteres, com letras e números ou símbolos, diferente do e-mail e do usuário`;

/** Passwords too common to accept even when they follow the rule's letter. */
const COMMON = new Set([
  'password',
  'password1',
  'senha123',
  'senha1234',
  'senha12345',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'abc12345',
  'abcd1234',
  'admin123',
  'admin1234',
  'mudar123',
]);

/**
 * Why `password` is refused (pt-BR), or null when it is accepted: at least PASSWORD_MIN_LENGTH characters,
 * letters plus digits or symbols, not the e-mail or the user name (nor its part before '@'), not a common one.
 */
export function passwordProblem(
  password: string,
  identity: { email?: string | null; usuario?: string | null } = {},
): string | null {
  if (password.trim().length < PASSWORD_MIN_LENGTH)
    return `A senha precisa ter ao menos ${PASSWORD_MIN_LENGTH} caracteres`;
  const letters = /\p{L}/u.test(password);
  const others = /[^\p{L}\s]/u.test(password);
  if (!letters || !others) return 'A senha precisa ter letras e também números ou símbolos';
  const lower = password.trim().toLowerCase();
  const names = [identity.email, identity.usuario, identity.email?.split('@')[0]]
    .map((n) => n?.trim().toLowerCase())
    .filter((n): n is string => !!n);
  if (names.includes(lower)) return 'A senha não pode ser igual ao e-mail ou ao nome de usuário';
  if (COMMON.has(lower)) return 'Senha muito comum: escolha outra';
  return null;
}

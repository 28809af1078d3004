import { PASSWORD_MIN_LENGTH, passwordProblem } from '@domain/rules/password';
import { describe, expect, it } from 'vitest';

describe('password rule of newly set passwords', () => {
  it('accepts long enough passwords with letters and digits or symbols', () => {
    for (const ok of ['segredo-1', 'nova-senha', 'Primeira-senha-2026', 'açaí2026xyz'])
      expect(passwordProblem(ok), ok).toBeNull();
  });

  it('refuses short, letters-only, digits-only, common ones and the e-mail or user name, in pt-BR', () => {
    expect(passwordProblem('abc-123')).toBe(`A senha precisa ter ao menos ${PASSWORD_MIN_LENGTH} caracteres`);
    expect(passwordProblem('somenteletras')).toBe('A senha precisa ter letras e também números ou símbolos');
    expect(passwordProblem('1234567890')).toBe('A senha precisa ter letras e também números ou símbolos');
    expect(passwordProblem('Senha123')).toBe('Senha muito comum: escolha outra');
    const identity = { email: 'maria.silva1@empresa.com.br', usuario: 'msilva-01' };
    for (const same of ['maria.silva1@empresa.com.br', 'MARIA.SILVA1', 'msilva-01'])
      expect(passwordProblem(same, identity), same).toBe(
        'A senha não pode ser igual ao e-mail ou ao nome de usuário',
      );
  });
});

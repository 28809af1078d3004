/** The user form's values, its pt-BR validation and the body it saves (POST api/nlBaseUsuarios). */
import { MSG } from '@domain/messages';
import { isEmail } from '@domain/rules/email';
import type { BaseUsuario, BaseUsuarioItem } from '@domain/schemas/registers';

export const BASE_USUARIOS_LIST_PATH = '/listNlBaseUsuarios';
export const baseUsuariosFormPath = (idUsuario?: number) =>
  idUsuario === undefined ? '/formNlBaseUsuarios' : `/formNlBaseUsuarios/${idUsuario}`;

export interface BaseUsuariosFormValues {
  desPessoa: string;
  desUsuario: string;
  desEmail: string;
  /** Never prefilled: blank on edit keeps the stored password. */
  desSenha: string;
}
export type BaseUsuariosFormErrors = Partial<Record<keyof BaseUsuariosFormValues, string>>;

export const emptyBaseUsuariosForm = (): BaseUsuariosFormValues => ({
  desPessoa: '',
  desUsuario: '',
  desEmail: '',
  desSenha: '',
});

export const baseUsuariosToForm = (u: BaseUsuario): BaseUsuariosFormValues => ({
  desPessoa: u.desPessoa ?? '',
  desUsuario: u.desUsuario ?? '',
  desEmail: u.desEmail ?? '',
  desSenha: '',
});

/** Required fields and the e-mail format; the password is required only when creating. */
export function baseUsuariosFormErrors(v: BaseUsuariosFormValues, creating: boolean): BaseUsuariosFormErrors {
  const errors: BaseUsuariosFormErrors = {};
  if (!v.desPessoa.trim()) errors.desPessoa = MSG.required;
  if (!v.desUsuario.trim()) errors.desUsuario = MSG.required;
  if (!v.desEmail.trim()) errors.desEmail = MSG.required;
  else if (!isEmail(v.desEmail)) errors.desEmail = MSG.userEmailInvalid;
  if (creating && !v.desSenha) errors.desSenha = MSG.loginPasswordRequired;
  return errors;
}

/** The saved body: trimmed texts; a blank password on edit is left out (the server keeps the stored one). */
export function toSaveBody(v: BaseUsuariosFormValues, idUsuario: number | null): BaseUsuarioItem {
  return {
    idUsuario,
    desPessoa: v.desPessoa.trim(),
    desUsuario: v.desUsuario.trim(),
    desEmail: v.desEmail.trim(),
    ...(v.desSenha ? { desSenha: v.desSenha } : {}),
  };
}

import { randomBytes } from 'node:crypto';
import { ACCESS_FLAG_INFO, ACCESS_FLAGS } from '@domain/access';
import { MSG } from '@domain/messages';
import type { AccessFlags } from '@domain/schemas/user-access';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../core/domain-errors';
import { rowsOf } from '../../../db/client';
import { acessos } from '../../../db/schema/core';
import { applyAccess, readAccess } from '../../nl-base-usuarios/public';
import type { ImportKind, StagedRow, WriteContext, WriteOutcome } from '../kind';
import { boolCol, codeListCol, emailCol, restauranteRef, textCol } from './columns';

export const USER_IN_USE = (name: string) => `O usuário "${name}" já é usado por outra pessoa`;
export const EMAIL_IN_USE = (email: string) => `O e-mail "${email}" já é usado como usuário de outra pessoa`;
export const EMAIL_OF_OTHER_COMPANY = (email: string) =>
  `O e-mail "${email}" é de um usuário de outra empresa: só um administrador daquela empresa pode conceder acesso a ele`;

/**
 * Users with their access to the caller's company: the access flags and the restaurants where they approve
 * (re_tb_aprovadores, replaced by the list of the file). Users are shared by every company, so the key is the
 * e-mail (unique in the product). Passwords are never imported: a new user gets a random value that is no
 * password hash, so nobody can log in with it until an administrator sets a password on the users screen. A
 * user of another company is refused (a line error) unless he already has access to this one; then he keeps
 * his name and login and only the access to this company is written. The access goes through applyAccess (the
 * users screen's rules: the last administrator is kept, each change goes to the history). Administrators only
 * (flags): an integration account must not grant access, its own included.
 */
export const usuariosKind: ImportKind = {
  tipo: 'usuarios',
  descricao: 'Usuários e seus acessos nesta empresa (sem senha: definida depois na tela de usuários)',
  colunas: [
    emailCol('email', {
      obrigatoria: true,
      descricao: 'E-mail do usuário (chave da importação)',
      exemplo: 'maria@empresa.com.br',
    }),
    textCol('usuario', 100, { obrigatoria: true, descricao: 'Login (usuário AD)', exemplo: 'maria.silva' }),
    textCol('nome', 200, { obrigatoria: true, descricao: 'Nome da pessoa', exemplo: 'Maria Silva' }),
    ...ACCESS_FLAGS.map((flag) =>
      boolCol(flag, {
        descricao: `${ACCESS_FLAG_INFO[flag].label}: ${ACCESS_FLAG_INFO[flag].description}; vazio = N`,
        exemplo: flag === 'indApontamentos' ? 'S' : 'N',
        padrao: false,
      }),
    ),
    codeListCol('codRestaurantesAprovacao', {
      descricao: 'Códigos dos restaurantes em que aprova apontamentos, separados por | (vazio = nenhum)',
      exemplo: 'R001|R002',
    }),
  ],
  chave: ['email'],
  flags: ['indRetAdm'],
  refs: [restauranteRef('codRestaurantesAprovacao', true)],
  async write(ctx: WriteContext, rows: StagedRow[]): Promise<WriteOutcome> {
    const out: WriteOutcome = { inseridas: 0, alteradas: 0, erros: [] };
    for (const row of rows) {
      const r = await writeUser(ctx, row);
      if (typeof r === 'object') out.erros?.push(r);
      else if (r === 'inserida') out.inseridas++;
      else if (r === 'alterada') out.alteradas++;
    }
    return out;
  },
};

async function writeUser(
  { tx, idEmpresa, presentes, author }: WriteContext,
  row: StagedRow,
): Promise<'inserida' | 'alterada' | 'inalterada' | { linha: number; coluna: string; mensagem: string }> {
  const email = String(row.v.email);
  const usuario = String(row.v.usuario);
  const nome = String(row.v.nome);
  const [existing] = await rowsOf<{
    id: number;
    usuario: string;
    nome: string;
    outras: boolean;
    aqui: boolean;
  }>(
    tx,
    sql`select u.id_usuario as id, u.des_usuario as usuario, u.des_pessoa as nome,
               exists (select 1 from re_tb_acesso_desperdicio a
                        where a.id_usuario = u.id_usuario and a.id_empresa <> ${idEmpresa}) as outras,
               exists (select 1 from re_tb_acesso_desperdicio a
                        where a.id_usuario = u.id_usuario and a.id_empresa = ${idEmpresa}) as aqui
          from nl_base_usuarios u where lower(u.des_email) = lower(${email})`,
  );
  // A user of another company only: granting him access here would hand him to this company's administrators.
  if (existing?.outras === true && existing.aqui !== true) {
    return { linha: row.linha, coluna: 'email', mensagem: EMAIL_OF_OTHER_COMPANY(email) };
  }
  const selfId = existing?.id ?? -1;
  const keepsIdentity = existing?.outras === true;
  if (!keepsIdentity) {
    const [clash] = await rowsOf<{ usuario: boolean }>(
      tx,
      sql`select (lower(des_usuario) = lower(${usuario}) or lower(des_email) = lower(${usuario})) as usuario
            from nl_base_usuarios
           where id_usuario <> ${selfId}
             and (lower(des_usuario) in (lower(${usuario}), lower(${email})) or lower(des_email) = lower(${usuario}))
           limit 1`,
    );
    if (clash) {
      return clash.usuario
        ? { linha: row.linha, coluna: 'usuario', mensagem: USER_IN_USE(usuario) }
        : { linha: row.linha, coluna: 'email', mensagem: EMAIL_IN_USE(email) };
    }
  }
  let changed = false;
  let idUsuario: number;
  if (!existing) {
    const unusable = `!importado:${randomBytes(32).toString('hex')}`;
    const [created] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into nl_base_usuarios (des_usuario, des_pessoa, des_email, des_senha)
          values (${usuario}, ${nome}, ${email}, ${unusable}) returning id_usuario as id`,
    );
    idUsuario = Number(created.id);
  } else {
    idUsuario = Number(existing.id);
    if (!keepsIdentity && (existing.usuario !== usuario || existing.nome !== nome)) {
      await tx.execute(
        sql`update nl_base_usuarios set des_usuario = ${usuario}, des_pessoa = ${nome}, dta_alteracao = now()
             where id_usuario = ${idUsuario}`,
      );
      changed = true;
    }
  }

  // A column absent from the file keeps the stored access (empty cells mean N / no restaurant).
  const stored = await readAccess(tx, idEmpresa, idUsuario);
  const flags = Object.fromEntries(
    ACCESS_FLAGS.map((f) => [f, presentes.has(f) || !stored.row ? row.v[f] === true : stored.flags[f]]),
  ) as AccessFlags;
  const restaurantes =
    presentes.has('codRestaurantesAprovacao') || !stored.row
      ? ((row.ids.codRestaurantesAprovacao as number[] | null) ?? [])
      : stored.restaurantes;
  if (!stored.row) {
    // The user belongs to this company even with every flag off (applyAccess writes no all-off record).
    const made = await tx
      .insert(acessos)
      .values({ idEmpresa, idUsuario })
      .onConflictDoNothing()
      .returning({ id: acessos.idAcesso });
    if (made.length > 0) changed = true;
  }
  try {
    if ((await applyAccess(tx, idEmpresa, idUsuario, { flags, restaurantes }, author)) > 0) changed = true;
  } catch (err) {
    if (err instanceof DomainError && err.message === MSG.accessLastAdmin)
      return { linha: row.linha, coluna: 'indRetAdm', mensagem: err.message };
    throw err;
  }
  if (!existing) return 'inserida';
  return changed ? 'alterada' : 'inalterada';
}

import { randomBytes } from 'node:crypto';
import { ACCESS_FLAGS, type AccessFlag } from '@domain/access';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import type { ImportKind, StagedRow, WriteContext, WriteOutcome } from '../kind';
import { typedArray } from '../sql-arrays';
import { boolCol, codeListCol, emailCol, textCol } from './columns';

const FLAG_TEXT: Record<AccessFlag, string> = {
  indRetAdm: 'Administra cadastros, satélites e painéis',
  indApontamentos: 'Faz apontamentos, aprovações e histórico',
  indParametros: 'Parâmetros, inicialização e custos',
  indAlertas: 'Alertas',
  indRelatorios: 'Relatórios',
  indNrSatelites: 'Refeições por satélite',
  indLblDesafios: 'Edita os textos do painel Desafio',
  indApp: 'Conta de integração/aplicativo',
};

const snake = (flag: string) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const USER_IN_USE = (name: string) => `O usuário "${name}" já é usado por outra pessoa`;
export const EMAIL_IN_USE = (email: string) => `O e-mail "${email}" já é usado como usuário de outra pessoa`;

/**
 * Users with their access to the caller's company: the access flags and the restaurants where they approve
 * (re_tb_aprovadores, replaced by the list of the file). Users are shared by every company, so the key is the
 * e-mail (unique in the product). Passwords are never imported: a new user gets a random value that is no
 * password hash, so nobody can log in with it until an administrator sets a password on the users screen. A
 * user who already has access to another company keeps their name and login: only the access to this
 * company is written.
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
        descricao: `${FLAG_TEXT[flag]}; vazio = N`,
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
  refs: [
    {
      coluna: 'codRestaurantesAprovacao',
      tabela: 're_tb_restaurantes',
      id: 'id_restaurante',
      codigo: 'cod_externo',
      nome: 'Restaurante',
      lista: true,
    },
  ],
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
  { tx, idEmpresa }: WriteContext,
  row: StagedRow,
): Promise<'inserida' | 'alterada' | 'inalterada' | { linha: number; coluna: string; mensagem: string }> {
  const email = String(row.v.email);
  const usuario = String(row.v.usuario);
  const nome = String(row.v.nome);
  const [existing] = await rowsOf<{ id: number; usuario: string; nome: string; outras: boolean }>(
    tx,
    sql`select u.id_usuario as id, u.des_usuario as usuario, u.des_pessoa as nome,
               exists (select 1 from re_tb_acesso_desperdicio a
                        where a.id_usuario = u.id_usuario and a.id_empresa <> ${idEmpresa}) as outras
          from nl_base_usuarios u where lower(u.des_email) = lower(${email})`,
  );
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

  const cols = sql.raw(ACCESS_FLAGS.map(snake).join(', '));
  const values = sql.join(
    ACCESS_FLAGS.map((f) => sql`${row.v[f] === true}`),
    sql`, `,
  );
  const sets = sql.raw(ACCESS_FLAGS.map((f) => `${snake(f)} = excluded.${snake(f)}`).join(', '));
  const differs = sql.raw(
    `(${ACCESS_FLAGS.map((f) => `a.${snake(f)}`).join(', ')}) is distinct from (${ACCESS_FLAGS.map((f) => `excluded.${snake(f)}`).join(', ')})`,
  );
  const access = await rowsOf<{ id: number }>(
    tx,
    sql`insert into re_tb_acesso_desperdicio as a (id_empresa, id_usuario, ${cols})
        values (${idEmpresa}, ${idUsuario}, ${values})
        on conflict (id_usuario, id_empresa) do update set ${sets} where ${differs}
        returning a.id_acesso as id`,
  );
  if (access.length > 0) changed = true;

  const wanted = (row.ids.codRestaurantesAprovacao as number[] | null) ?? [];
  const removed = await rowsOf<{ id: number }>(
    tx,
    sql`delete from re_tb_aprovadores
         where id_empresa = ${idEmpresa} and id_usuario = ${idUsuario}
           and not (id_restaurante = any(${typedArray(wanted, 'int')}))
         returning id_aprovador as id`,
  );
  const added = await rowsOf<{ id: number }>(
    tx,
    sql`insert into re_tb_aprovadores (id_empresa, id_usuario, id_restaurante)
        select ${idEmpresa}, ${idUsuario}, r from unnest(${typedArray(wanted, 'int')}) as r
        on conflict do nothing
        returning id_aprovador as id`,
  );
  if (removed.length > 0 || added.length > 0) changed = true;
  if (!existing) return 'inserida';
  return changed ? 'alterada' : 'inalterada';
}

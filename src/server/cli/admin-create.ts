/**
 * npm run admin:create -- --email <e-mail> --password <senha> --empresa "<nome>" [--nome "<nome>"]
 *                         [--redefinir-senha]
 *
 * Creates the first administrator of an empty database (DEMO_DATA=0): the company (or the one with that exact
 * name), the user (or the one with that e-mail) and his access record with every flag but indApp. Uses the
 * server's database configuration (DATABASE_URL, or the embedded database in DATA_DIR/pglite: stop the server
 * first, the embedded database belongs to one process) and applies the migrations first, under the same lock
 * as a starting server. Running it again with the same arguments changes nothing. An existing user's password
 * is never changed unless --redefinir-senha is given.
 *
 * Exit codes: 0 done (or nothing to do), 1 refused (weak password, another password, bad e-mail), 2 usage.
 */
import { parseArgs } from 'node:util';
import { ACCESS_FLAGS, type AccessFlag } from '@domain/access';
import { EMAIL_PATTERN } from '@domain/rules/email';
import { passwordProblem } from '@domain/rules/password';
import argon2 from 'argon2';
import { and, asc, eq, sql } from 'drizzle-orm';
import { transaction } from '../core/transaction';
import { type Db, openDatabase } from '../db/client';
import { reTbAprovadores } from '../db/schema/appointments';
import { acessos, empresas, usuarios } from '../db/schema/core';
import { loadEnv } from '../env';
import { applyAccess, hashPassword } from '../modules/nl-base-usuarios/public';

const USAGE = `Uso: npm run admin:create -- --email <e-mail> --password <senha> --empresa "<nome da empresa>" [opções]

Cria (ou completa) o administrador de uma empresa, com todos os acessos, no banco configurado
(DATABASE_URL ou o banco embutido em DATA_DIR/pglite). Aplica as migrações antes.

Opções:
  --email <e-mail>       e-mail (também o nome de usuário do login)
  --password <senha>     senha: ao menos 8 caracteres, com letras e números ou símbolos; sem --password,
                         vale a variável ADMIN_PASSWORD (não fica no histórico do shell nem na lista de processos)
  --empresa "<nome>"     nome exato da empresa; criada se ainda não existir
  --nome "<nome>"        nome da pessoa (padrão: Administrador)
  --redefinir-senha      troca a senha de um usuário que já existe
  --help                 mostra esta ajuda`;

const AUTHOR = { idUsuario: null, nome: 'Linha de comando (admin:create)' };

class Refused extends Error {}

interface Args {
  email: string;
  password: string;
  empresa: string;
  nome: string;
  redefinirSenha: boolean;
}

/** Node's parseArgs errors, in Portuguese (the option it names is kept). */
function argsProblem(err: Error & { code?: string }): string {
  const option = /'(-[^']*)'/.exec(err.message)?.[1];
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `opção desconhecida ${option ?? ''}`.trim();
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `valor faltando ou inválido em ${option ?? 'uma opção'}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return 'texto fora de uma opção (use aspas em nomes com espaços)';
    default:
      return err.message;
  }
}

function parse(argv: string[]): Args | string {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        empresa: { type: 'string' },
        nome: { type: 'string' },
        'redefinir-senha': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return `Argumentos inválidos: ${argsProblem(err as Error & { code?: string })}`;
  }
  if (values.help) return '';
  if (values.password === undefined && process.env.ADMIN_PASSWORD)
    values.password = process.env.ADMIN_PASSWORD;
  const missing = (['email', 'password', 'empresa'] as const).filter(
    (k) => typeof values[k] !== 'string' || !(values[k] as string).trim(),
  );
  if (missing.length > 0)
    return `Faltam argumentos: ${missing.map((m) => (m === 'password' ? '--password (ou ADMIN_PASSWORD)' : `--${m}`)).join(', ')}`;
  return {
    email: (values.email as string).trim(),
    password: values.password as string,
    empresa: (values.empresa as string).trim(),
    nome: typeof values.nome === 'string' && values.nome.trim() ? values.nome.trim() : 'Administrador',
    redefinirSenha: values['redefinir-senha'] === true,
  };
}

/** Does the work in one transaction; returns the lines to print (what changed, or that nothing did). */
async function run(db: Db, args: Args): Promise<string[]> {
  return transaction(db, async (tx) => {
    const done: string[] = [];
    const [company] = await tx
      .select()
      .from(empresas)
      .where(eq(empresas.desEmpresa, args.empresa))
      .orderBy(asc(empresas.idEmpresa))
      .limit(1);
    let idEmpresa = company?.idEmpresa;
    if (idEmpresa === undefined) {
      const [created] = await tx
        .insert(empresas)
        .values({ desEmpresa: args.empresa.slice(0, 200) })
        .returning({ id: empresas.idEmpresa });
      idEmpresa = created.id;
      done.push(`Empresa "${args.empresa}" criada (id ${idEmpresa}).`);
    }

    const email = args.email.toLowerCase();
    const [user] = await tx
      .select()
      .from(usuarios)
      .where(sql`lower(${usuarios.desEmail}) = ${email} or lower(${usuarios.desUsuario}) = ${email}`)
      .limit(1);
    let idUsuario = user?.idUsuario;
    if (!user) {
      const problem = passwordProblem(args.password, { email: args.email });
      if (problem) throw new Refused(`Senha recusada: ${problem}.`);
      const [created] = await tx
        .insert(usuarios)
        .values({
          desUsuario: args.email.slice(0, 100),
          desPessoa: args.nome.slice(0, 200),
          desEmail: args.email.slice(0, 200),
          desSenha: await hashPassword(args.password),
        })
        .returning({ id: usuarios.idUsuario });
      idUsuario = created.id;
      done.push(`Usuário ${args.email} criado (id ${idUsuario}).`);
    } else {
      const same = await argon2.verify(user.desSenha, args.password).catch(() => false);
      if (!same && !args.redefinirSenha)
        throw new Refused(
          `O usuário ${user.desEmail} já existe com outra senha; a senha não foi alterada e nada foi feito. ` +
            'Use --redefinir-senha para trocá-la.',
        );
      if (!same) {
        const problem = passwordProblem(args.password, { email: user.desEmail, usuario: user.desUsuario });
        if (problem) throw new Refused(`Senha recusada: ${problem}.`);
        await tx
          .update(usuarios)
          .set({ desSenha: await hashPassword(args.password), dtaAlteracao: new Date() })
          .where(eq(usuarios.idUsuario, user.idUsuario));
        done.push(`Senha do usuário ${user.desEmail} redefinida.`);
      }
    }

    const flags = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, f !== 'indApp'])) as Record<
      AccessFlag,
      boolean
    >;
    const [current] = await tx
      .select()
      .from(acessos)
      .where(and(eq(acessos.idEmpresa, idEmpresa), eq(acessos.idUsuario, idUsuario as number)));
    flags.indApp = current?.indApp === true;
    const approvals = await tx
      .select({ id: reTbAprovadores.idRestaurante })
      .from(reTbAprovadores)
      .where(
        and(eq(reTbAprovadores.idEmpresa, idEmpresa), eq(reTbAprovadores.idUsuario, idUsuario as number)),
      );
    const changes = await applyAccess(
      tx,
      idEmpresa,
      idUsuario as number,
      { flags, restaurantes: approvals.map((a) => a.id) },
      AUTHOR,
    );
    if (changes > 0)
      done.push(`Acessos de administrador concedidos na empresa "${args.empresa}" (${changes} alterações).`);
    return done;
  });
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  if (typeof args === 'string') {
    if (args) console.error(`${args}\n`);
    (args ? console.error : console.log)(USAGE);
    return args ? 2 : 0;
  }
  if (!EMAIL_PATTERN.test(args.email)) {
    console.error(`E-mail inválido: ${args.email}`);
    return 1;
  }
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolMax: 2,
    pgliteDir: `${env.DATA_DIR}/pglite`,
  });
  try {
    const lines = await database.exclusively(async (db) => {
      await database.migrate();
      return run(db, args);
    });
    if (lines.length === 0) {
      console.log(`Nada alterado: ${args.email} já é administrador da empresa "${args.empresa}".`);
    } else {
      for (const line of lines) console.log(line);
      console.log(`Pronto: entre com ${args.email} e a senha informada.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof Refused) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('Falha ao criar o administrador:', err);
    process.exit(1);
  },
);

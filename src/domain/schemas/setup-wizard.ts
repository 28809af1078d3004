import { z } from 'zod';
import { TIP_CARDAPIO_LABEL } from '../constants';
import type { TipDestino } from '../rules/co2e';
import { id, int2, int4 } from './fields';

/**
 * The first-time setup wizard (spec §7 "Setup wizard", /api/v1/reTbInicializaDesperdicios): paths and body
 * field names are the spec's; the answers are ours. Every insert is idempotent (natural keys) and answers how
 * many rows it inserted and how many already existed. The company is always the token's: an `idEmpresa` in a
 * body is optional and, when given, must be the token's (403 otherwise).
 */

/** Common food-service containers suggested by pegarNomesRecipientes (minus the company's own). */
export const SUGESTOES_RECIPIENTES = [
  'Cuba GN 1/1',
  'Cuba GN 1/2',
  'Cuba GN 1/3',
  'Cuba GN 1/4',
  'Balde 10 L',
  'Balde 20 L',
  'Caixa plástica',
  'Bandeja',
  'Lixeira 50 L',
  'Panela',
] as const;

/** Common waste destinations the client offers in its checklist. */
export const SUGESTOES_DESTINOS = [
  'Compostagem',
  'Ração animal',
  'Aterro sanitário',
  'Doação',
  'Biodigestor',
] as const;

/** The kind of each suggested destination (its default CO2e factor comes with it); a typed name is 'OUTRO'. */
export const SUGESTOES_DESTINOS_TIPO: Readonly<Record<(typeof SUGESTOES_DESTINOS)[number], TipDestino>> = {
  Compostagem: 'COMPOSTAGEM',
  'Ração animal': 'RACAO',
  'Aterro sanitário': 'ATERRO',
  Doação: 'DOACAO',
  Biodigestor: 'BIODIGESTAO',
};

/** A name of a container or destination: trimmed, 1–200 characters. */
const nome = z.string().trim().min(1).max(200);
/** The company of a body: optional; when given it must be the token's. */
const idEmpresa = id.optional();
const tipCardapio = int2.refine((v) => v in TIP_CARDAPIO_LABEL, { message: 'Tipo de cardápio inválido' });

/** Whether the company already has rows in one register, and how many. */
export const existenciaRegistro = z.object({ existe: z.boolean(), quantidade: int4 });

/** GET .../pegarExistenciaRegistros. */
export const existenciaRegistros = z.object({
  /** Waste types per restaurant (re_tb_desperdicios_rest). */
  desperdiciosRest: existenciaRegistro,
  /** Destinations (re_tb_dest_residuos). */
  destResiduos: existenciaRegistro,
  /** Containers (re_tb_recipientes). */
  recipientes: existenciaRegistro,
  /** Monitored inputs (re_tb_desp_insumos). */
  insumosMonitorados: existenciaRegistro,
  /** The company's active restaurants (the ones inserirDadosDesperdiciosRest links). */
  qtdRestaurantesAtivos: int4,
  /** Any of the four registers has rows. */
  possuiDados: z.boolean(),
});
export type ExistenciaRegistros = z.infer<typeof existenciaRegistros>;

/** GET .../pegarNomesRecipientes: the suggested container names the company does not have yet. */
export const nomesRecipientes = z.array(z.string());

/**
 * PUT .../pegarInsumosMonitorados. codMascara: a prefix of the input's mask matched by whole segments
 * ('01.03' matches '01.03' and '01.03.001', not '01.030'); blank = every mask. codsNivel: the levels
 * (codNivel) wanted, as text or numbers; empty = every level.
 */
export const insumosMonitoradosBody = z.object({
  codMascara: z.string().trim().max(40).nullish(),
  codsNivel: z
    .array(z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(20)))
    .max(50)
    .default([]),
});
export type InsumosMonitoradosBody = z.input<typeof insumosMonitoradosBody>;

export const insumoMonitoravel = z.object({
  idInsumo: int4,
  desInsumo: z.string(),
  codMascara: z.string().nullable(),
  codNivel: z.string().nullable(),
  /** Already in re_tb_desp_insumos (active or not). */
  monitorado: z.boolean(),
  /** Its state there (0 active, 1 inactive), null when not monitored. */
  indInativo: int4.nullable(),
});
export type InsumoMonitoravel = z.infer<typeof insumoMonitoravel>;
/** The most pegarInsumosMonitorados answers. */
export const INSUMOS_MONITORAVEIS_MAX = 1000;

/**
 * POST .../inserirDadosDesperdiciosRest: enables the waste types for every active restaurant of the company.
 * tipCardapio: type 2 takes excedenteProducaoTipCardapio (null when absent), type 4 takes
 * tipoDesperdicioTipCardapio (1 when absent), types 1 and 3 none.
 */
export const inserirDesperdiciosRestBody = z.object({
  idEmpresa,
  tipDesperdicio: z.array(int4.min(1).max(4)).max(4),
  excedenteProducaoTipCardapio: tipCardapio.nullish(),
  tipoDesperdicioTipCardapio: tipCardapio.nullish(),
});
export type InserirDesperdiciosRestBody = z.input<typeof inserirDesperdiciosRestBody>;

/** POST .../inserirDadosDestResiduos: destination names (a name the company has, any case, is kept). */
export const inserirDestResiduosBody = z.object({ idEmpresa, destResiduos: z.array(nome).max(200) });
export type InserirDestResiduosBody = z.input<typeof inserirDestResiduosBody>;

/** POST .../inserirDadosRecipientes: container names (a name the company has, any case, is kept). */
export const inserirRecipientesBody = z.object({ idEmpresa, recipientes: z.array(nome).max(200) });
export type InserirRecipientesBody = z.input<typeof inserirRecipientesBody>;

/** POST .../inserirDadosInsumosMonitorados: the company's input ids to monitor (active). */
export const inserirInsumosMonitoradosBody = z.object({
  idEmpresa,
  insumos: z.array(id).max(INSUMOS_MONITORAVEIS_MAX),
});
export type InserirInsumosMonitoradosBody = z.input<typeof inserirInsumosMonitoradosBody>;

/** Every insert's answer: rows inserted and rows (of the request) that already existed. */
export const resultadoInsercao = z.object({
  inseridos: int4,
  existentes: int4,
});
export type ResultadoInsercao = z.infer<typeof resultadoInsercao>;

/** Same name for the wizard's idempotency: trimmed, inner spaces collapsed, case-insensitive. */
export const chaveNome = (s: string): string => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

import { z } from 'zod';
import { MSG } from '../messages';
import { coercedId, id, isoDate } from './fields';

/*
 * The recommended production (/api/v1/producaoSugerida): what a restaurant should produce of each kanban line of a
 * day, learned from its own measured surplus and meals, its acceptance into the kanban, and the backtest that
 * proves it against the recorded plan and naive rules.
 */

const kg = z.number();

/** τ, the service level: strictly between 0 and 1. */
const nivelServico = (schema: z.ZodNumber) =>
  schema.refine((v) => v > 0 && v < 1, { message: MSG.producaoNivelServico });

export const producaoSugeridaQuery = z.object({
  idRestaurante: coercedId,
  dtaCardapio: isoDate(),
  dtaReferencia: isoDate().optional(),
  nivelServico: nivelServico(z.coerce.number()).optional(),
});
export type ProducaoSugeridaQuery = z.infer<typeof producaoSugeridaQuery>;

export const metodoSugestao = z.enum([
  'produto-restaurante',
  'agrupamento-restaurante',
  'produto-empresa',
  'gramatura',
  'sem-base',
]);

const observacoes = z.object({
  quantidade: z.number(),
  censuradas: z.number(),
  minPorRefeicaoKg: kg,
  maxPorRefeicaoKg: kg,
  dias: z.array(z.string()),
});

export const linhaSugerida = z.object({
  idKanban: z.number(),
  idItemVenda: z.number(),
  desItemVenda: z.string(),
  idProduto: z.number(),
  desProduto: z.string(),
  codAgrupamento: z.number().nullable(),
  qtdPlanejada: kg.nullable(),
  qtdSugerida: kg.nullable(),
  metodo: metodoSugestao,
  observacoes: observacoes.nullable(),
  explicacao: z.string(),
  /** The surplus expected to be saved by producing the suggestion instead of the plan (0 when it is higher). */
  economia: z.object({ kg, valor: z.number(), co2e: z.number() }),
  /** A suggestion was accepted into this line (its plan before is qtdPlanejadaOriginal). */
  aceita: z.boolean(),
  qtdPlanejadaOriginal: kg.nullable(),
});

export const producaoSugerida = z.object({
  idRestaurante: z.number(),
  dtaCardapio: z.string(),
  dtaReferencia: z.string(),
  nivelServico: z.number(),
  nivelServicoTexto: z.string(),
  refeicoesPrevistas: z.number().nullable(),
  linhas: z.array(linhaSugerida),
});
export type ProducaoSugerida = z.infer<typeof producaoSugerida>;

export const aceitarBody = z.object({
  idRestaurante: id,
  dtaCardapio: isoDate(),
  linhas: z
    .array(z.object({ idKanban: id, qtdPlanejada: z.number().min(0).max(1_000_000) }))
    .min(1)
    .max(500),
});
export type AceitarBody = z.infer<typeof aceitarBody>;
export const aceitarResult = z.object({ aceitas: z.number() });

export const backtestBody = z
  .object({
    idGrupo: id.optional(),
    idRestaurante: id.optional(),
    dtaIni: isoDate(),
    dtaFim: isoDate(),
    nivelServico: nivelServico(z.number()).optional(),
  })
  .refine((b) => b.idGrupo !== undefined || b.idRestaurante !== undefined, {
    message: MSG.producaoEscopo,
    path: ['idGrupo'],
  });
export type BacktestBody = z.infer<typeof backtestBody>;

const somas = z.object({
  excedenteKg: z.number(),
  excedenteValor: z.number(),
  excedenteCo2e: z.number(),
  faltas: z.number(),
});

export const metodoBacktest = z.enum([
  'recomendador',
  'plano',
  'semana-anterior',
  'media-4-semanas',
  'gramatura',
]);

export const backtestResult = z.object({
  nivelServico: z.number(),
  dtaIni: z.string(),
  dtaFim: z.string(),
  linhasDia: z.number(),
  metodos: z.array(
    somas.extend({
      id: metodoBacktest,
      rotulo: z.string(),
      taxaFalta: z.number(),
      desconhecidos: z.number(),
      semQuantidade: z.number(),
      pinball: z.number(),
      calibracao: z.number(),
    }),
  ),
  porSemana: z.array(z.object({ semana: z.string(), plano: somas, recomendador: somas })),
  porRestaurante: z.array(
    z.object({ idRestaurante: z.number(), desRestaurante: z.string(), plano: somas, recomendador: somas }),
  ),
  /**
   * Same service, less waste: the recommender at the τ whose stock-out rate matches the recorded plan's, and the
   * best naive rule with the safety margin that matches it too (null without line-days every method covers).
   */
  comparacao: z
    .object({
      linhasDia: z.number(),
      taxaFalta: z.number(),
      nivelServicoEquivalente: z.number(),
      excedentePlanoKg: z.number(),
      excedenteRecomendadorKg: z.number(),
      reducaoVsPlano: z.number(),
      melhorIngenuo: metodoBacktest,
      margemMelhorIngenuo: z.number(),
      excedenteMelhorIngenuoKg: z.number(),
      reducaoVsMelhorIngenuo: z.number(),
    })
    .nullable(),
  itens: z.array(
    z.object({
      idProduto: z.number(),
      desProduto: z.string(),
      desItemVenda: z.string(),
      excedenteEvitavelKg: z.number(),
      excedenteEvitavelValor: z.number(),
      qtdSugeridaMedia: z.number(),
    }),
  ),
});
export type BacktestResult = z.infer<typeof backtestResult>;

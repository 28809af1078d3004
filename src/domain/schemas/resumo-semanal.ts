/** The weekly digest of a unit (GET /api/v1/resumoSemanal) and each user's choice to receive it. */
import { z } from 'zod';
import { MSG } from '../messages';
import { isMonday } from '../rules/weekly-digest';
import { coercedId, id, int4, isoDate } from './fields';

export const resumoSemanalQuery = z.object({
  idRestaurante: coercedId,
  /** The Monday of the week, 'yyyy-MM-dd'. */
  semana: isoDate().refine(isMonday, { error: MSG.digestWeekNotMonday }),
});
export type ResumoSemanalQuery = z.infer<typeof resumoSemanalQuery>;

/** A week's figures; g per meal is null without meals. */
const semanaNumeros = z.object({
  qtdKg: z.number(),
  vlrCusto: z.number(),
  refeicoes: int4,
  gPorRefeicao: z.number().nullable(),
  qtdApontamentos: int4,
  /** kg CO2e (net kg × each destination's factor), as the dashboards' indicators. */
  co2eKg: z.number(),
});
export type SemanaNumeros = z.infer<typeof semanaNumeros>;

export const resumoSemanalResponse = z.object({
  idRestaurante: id,
  desRestaurante: z.string(),
  /** Monday and Sunday of the week. */
  semana: z.string(),
  semanaFim: z.string(),
  atual: semanaNumeros,
  anterior: semanaNumeros,
  /** The restaurant-level goals (kg) of the week's days, summed over the waste types that have one; null without goals. */
  metaKg: z.number().nullable(),
  /** The kg of each waste type on the days a goal of that type covers: what the goal is compared with. */
  qtdKgComMeta: z.number(),
  /** The five most wasted items (sale items, inputs) of the week. */
  itens: z.array(z.object({ desItem: z.string(), qtdKg: z.number(), vlrCusto: z.number() })),
  /**
   * The three items whose recorded plan left the most surplus the recommended production would not have, with
   * their mean recommended quantity (kg) over the week's days.
   */
  sobreproducao: z.array(
    z.object({
      desItem: z.string(),
      qtdKgEvitavel: z.number(),
      vlrEvitavel: z.number(),
      qtdSugeridaMedia: z.number(),
    }),
  ),
  /** Weighings of the unit waiting for approval now. */
  pendentesAprovacao: int4,
  /** kg per day, Monday first. */
  porDia: z.array(z.object({ dta: z.string(), qtdKg: z.number() })),
});
export type ResumoSemanal = z.infer<typeof resumoSemanalResponse>;

export const resumoSemanalInscricao = z.object({ indResumoSemanal: z.union([z.literal(0), z.literal(1)]) });
export type ResumoSemanalInscricao = z.infer<typeof resumoSemanalInscricao>;

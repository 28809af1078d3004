import { formatDecimalBR } from '@domain/numbers';
import { dayNumber, shortBr, weekdayOf } from './calendar';
import type { MetodoSugestao, PreparoDia, PreparoLinha } from './recommend-types';
import { nivelServicoPorExtenso, percentual } from './service-level-words';

const WEEKDAYS_PLURAL = [
  'domingos',
  'segundas-feiras',
  'terças-feiras',
  'quartas-feiras',
  'quintas-feiras',
  'sextas-feiras',
  'sábados',
];

/** What each level of the fallback chain reads, in pt-BR. */
export const NIVEL_DESCRICAO: Readonly<Record<MetodoSugestao, string>> = {
  'produto-restaurante': 'deste produto neste restaurante',
  'agrupamento-restaurante': 'do agrupamento do produto neste restaurante',
  'produto-empresa': 'deste produto nos restaurantes da empresa',
  gramatura: 'gramatura do prato',
  'sem-base': 'sem base',
};

const kg = (n: number) => `${formatDecimalBR(n, 3)} kg`;
const grams = (kgPerMeal: number) => `${formatDecimalBR(kgPerMeal * 1000, 1)} g`;
const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** The meals sentence of each day, made once for all its lines. */
const refeicoesDoDia = new WeakMap<PreparoDia, string>();

function refeicoesTexto(dia: PreparoDia): string {
  let text = refeicoesDoDia.get(dia);
  if (text === undefined) {
    text = refeicoesTextoDe(dia);
    refeicoesDoDia.set(dia, text);
  }
  return text;
}

function refeicoesTextoDe(dia: PreparoDia): string {
  const r = dia.refeicoes!;
  const n = `${formatDecimalBR(Math.round(r.refeicoes), 0)} refeições previstas`;
  if (r.metodo === 'planejadas') return `${n} (planejadas para o dia)`;
  if (r.metodo === 'dias-recentes') return `${n} (mediana dos últimos ${days(r.dias.length)} servidos)`;
  const wd = WEEKDAYS_PLURAL[weekdayOf(dayNumber(dia.dtaCardapio))];
  const list = [...r.dias].sort().map(shortBr).join(', ');
  return `${n} (mediana de ${r.dias.length} ${wd}: ${list})`;
}

function fallbackTexto(l: PreparoLinha): string {
  const skipped = l.niveisSemBase.filter((n) => n !== 'gramatura');
  if (skipped.length === 0) return '';
  const what = skipped.map((n) => NIVEL_DESCRICAO[n]).join(', nem ');
  return ` Sem histórico suficiente ${what}.`;
}

function baseTexto(l: PreparoLinha): string {
  const o = l.observacoes!;
  const range =
    o.dias.length === 1
      ? `em ${shortBr(o.dias[0])}`
      : `de ${shortBr(o.dias[0])} a ${shortBr(o.dias.at(-1)!)}`;
  const censored =
    o.censuradas === 0
      ? ''
      : `; em ${days(o.censuradas)} acabou, e ${o.censuradas === 1 ? 'ele conta' : 'eles contam'} só como mínimo`;
  return (
    ` Base: ${o.quantidade} ${o.quantidade === 1 ? 'observação' : 'observações'} ${NIVEL_DESCRICAO[l.metodo]}` +
    ` (${days(o.dias.length)}, ${range}; de ${grams(o.minPorRefeicaoKg)} a ${grams(o.maxPorRefeicaoKg)} por` +
    ` refeição${censored}).`
  );
}

/** A service level's words ('90%', 'nível de serviço 90%: falta em no máximo 1 de cada 10 dias'), made once. */
const niveis = new Map<number, { pct: string; nivel: string }>();
function textosDoNivel(tau: number) {
  let t = niveis.get(tau);
  if (t === undefined) {
    const pct = percentual(tau);
    t = { pct, nivel: `nível de serviço ${pct}: ${nivelServicoPorExtenso(tau)}` };
    if (niveis.size < 1000) niveis.set(tau, t);
  }
  return t;
}

/** The pt-BR sentence that says how a line's quantity was reached, so a chef can trust or reject it. */
export function explicar(
  dia: PreparoDia,
  l: PreparoLinha,
  tau: number,
  fator: number,
  qtd: number | null,
): string {
  if (!dia.refeicoes) return 'Sem sugestão: não há refeições registradas nem planejadas para prever o dia.';
  if (qtd === null || l.porRefeicaoKg === null)
    return `Sem sugestão: o produto não tem histórico e o item não tem gramatura cadastrada.${fallbackTexto(l)}`;
  const meals = refeicoesTexto(dia);
  if (l.metodo === 'gramatura')
    return (
      `${kg(qtd)} = ${meals} × ${grams(l.porRefeicaoKg)} por refeição, a gramatura do prato` +
      ` (dividida entre os produtos do item).${fallbackTexto(l)}`
    );
  const perMeal = l.porRefeicaoKg * fator;
  const { pct, nivel: level } = textosDoNivel(tau);
  const margin = Math.round((fator - 1) * 100);
  const errors = dia.erros
    ? ` O consumo típico de ${grams(l.porRefeicaoKg)} por refeição leva ${margin >= 0 ? '+' : ''}${margin}%,` +
      ` o quantil ${pct} dos erros de ${dia.erros.n} previsões das últimas semanas` +
      ` ${dia.erros.escopo === 'restaurante' ? 'deste restaurante' : 'da empresa'}.`
    : ' Ainda não há previsões passadas para medir o erro: sem margem.';
  return (
    `${kg(qtd)} = ${meals} × ${grams(perMeal)} por refeição (${level}).` +
    `${fallbackTexto(l)}${baseTexto(l)}${errors}`
  );
}

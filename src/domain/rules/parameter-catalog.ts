/**
 * The catalogue of every parameter the product reads (reTbParametros, spec §3 Parameter): for each code and
 * seq, its human name, what it does, its unit, its valid range, its default (what the product uses when the
 * row is absent), the control that edits it and the purpose group it belongs to. The parameters screen shows
 * it; the server's save-all refuses a value outside it. A parameter not listed here (a company's own) keeps the
 * plain by-type editing.
 */
import {
  LIMITES_JANELA_DIAS_PADRAO,
  LIMITES_MAX_KG_PADRAO,
  LIMITES_SEQ_JANELA,
  PARAM_CONFIG,
  PARAM_EVITAVEL,
  PARAM_LIMITES,
  PARAM_REFEICOES,
  TIP_DESPERDICIO_LABEL,
  type TipDesperdicio,
} from '../constants';
import {
  NIVEL_SERVICO_PADRAO,
  PARAM_PRODUCAO,
  PARAMETROS_PADRAO,
  PRODUCAO_SEQ_ANTECEDENCIA,
  PRODUCAO_SEQ_NIVEL,
} from '../forecast/params';
import type { TipParametro } from '../schemas/parameters';
import { COST_PARAM } from './appointments';
import { FOTOS_RETENCAO_DIAS_PADRAO, FOTOS_SEQ_RETENCAO, PARAM_FOTOS } from './photos';

/** The purpose groups, in the order the screen shows them. */
export const PARAM_GROUPS = [
  {
    id: 'modo',
    title: 'Modo de apontamento',
    description: 'Por onde cada unidade aponta os desperdícios.',
  },
  {
    id: 'tolerancia',
    title: 'Tolerância da quantidade',
    description: 'A faixa em torno da média de cada tipo; fora dela, a pesagem pode ir para aprovação.',
  },
  {
    id: 'aprovacao',
    title: 'Aprovação',
    description: 'Quando uma pesagem fora da faixa de tolerância precisa de um aprovador.',
  },
  {
    id: 'limites',
    title: 'Limites de plausibilidade',
    description: 'Pesagens impossíveis recusadas na hora e datas antigas mandadas para aprovação.',
  },
  {
    id: 'refeicoes',
    title: 'Refeições',
    description: 'O número de refeições de cada unidade, base do desperdício por pessoa.',
  },
  { id: 'custos', title: 'Custos', description: 'O custo do kg desperdiçado quando o item não tem o seu.' },
  {
    id: 'metas',
    title: 'Metas e Desafio',
    description: 'O que as metas e o Desafio contam.',
  },
  { id: 'fotos', title: 'Fotos', description: 'Por quanto tempo as fotos dos desperdícios ficam guardadas.' },
  {
    id: 'co2e',
    title: 'Emissões (CO2e)',
    description:
      'Os fatores de emissão (kg CO2e por kg) ficam em cada destino, em Cadastros → Destinos: não há parâmetro aqui.',
  },
  {
    id: 'producao',
    title: 'Produção sugerida',
    description: 'Quanto produzir de cada linha do kanban, aprendido das sobras e refeições medidas.',
  },
] as const;
export type ParamGroupId = (typeof PARAM_GROUPS)[number]['id'];

/** The control that edits a parameter: an on/off switch, a number with its unit, a date, a choice. */
export type ParamControl = 'switch' | 'number' | 'date' | 'choice';

export interface ParamOption {
  value: number;
  label: string;
}

export interface ParamDef {
  /** desParametro ('/U' = per restaurant). */
  code: string;
  seq: number;
  name: string;
  /** One line: what the product does with it. */
  description: string;
  /** 'kg', '%', 'dias', 'R$/kg', 'refeições'; null for a switch, a choice or a date. */
  unit: string | null;
  /** The value column it is stored in. */
  type: Exclude<TipParametro, 'txt'>;
  control: ParamControl;
  min?: number;
  max?: number;
  options?: readonly ParamOption[];
  /** What the product uses when the parameter is absent (null: nothing, see defaultText). */
  default: number | null;
  /** The default in words when it is not a value ('sem data: não vence'). */
  defaultText?: string;
  group: ParamGroupId;
}

const SWITCH = { type: 'int', control: 'switch', unit: null, min: 0, max: 1 } as const;
const ORIGEM_REFEICOES: readonly ParamOption[] = [
  { value: 0, label: 'Não definida' },
  { value: 1, label: 'Catraca' },
  { value: 2, label: 'Aplicativo' },
];

const limiteKg = (tipo: TipDesperdicio): ParamDef => ({
  code: PARAM_LIMITES,
  seq: tipo,
  name: `Peso máximo: ${TIP_DESPERDICIO_LABEL[tipo]}`,
  description: `Uma pesagem de ${TIP_DESPERDICIO_LABEL[tipo].toLowerCase()} com peso bruto acima disto é recusada (o máximo do recipiente, quando houver, vale no lugar).`,
  unit: 'kg',
  type: 'dec',
  control: 'number',
  min: 1,
  max: 1000,
  default: LIMITES_MAX_KG_PADRAO[tipo],
  group: 'limites',
});

export const PARAM_CATALOG: readonly ParamDef[] = [
  {
    code: PARAM_CONFIG,
    seq: 7,
    name: 'Modo de apontamento',
    description: 'Se a unidade aponta só pela web, só pelo aplicativo da balança ou pelos dois.',
    unit: null,
    type: 'int',
    control: 'choice',
    options: [
      { value: 0, label: 'Somente web' },
      { value: 1, label: 'Somente aplicativo' },
      { value: 2, label: 'Web e aplicativo' },
    ],
    default: 0,
    group: 'modo',
  },
  {
    code: PARAM_CONFIG,
    seq: 10,
    ...SWITCH,
    name: 'Apontamento pela web',
    description: 'Liga o apontamento pelas telas web; é desligado quando o modo "Web e aplicativo" vence.',
    default: 1,
    group: 'modo',
  },
  {
    code: PARAM_CONFIG,
    seq: 12,
    name: 'Vencimento do modo "Web e aplicativo"',
    description:
      'Passada esta data, a unidade em "Web e aplicativo" passa a apontar somente pelo aplicativo.',
    unit: null,
    type: 'dta',
    control: 'date',
    default: null,
    defaultText: 'sem data (não vence)',
    group: 'modo',
  },
  {
    code: PARAM_CONFIG,
    seq: 13,
    name: 'Tolerância abaixo da média',
    description: 'Quanto o líquido pode ficar abaixo da média dos últimos 30 dias sem sair da faixa.',
    unit: '%',
    type: 'dec',
    control: 'number',
    min: 0.1,
    max: 100,
    default: null,
    defaultText: 'sem valor (nenhuma validação de quantidade)',
    group: 'tolerancia',
  },
  {
    code: PARAM_CONFIG,
    seq: 14,
    name: 'Tolerância acima da média',
    description: 'Quanto o líquido pode ficar acima da média dos últimos 30 dias sem sair da faixa.',
    unit: '%',
    type: 'dec',
    control: 'number',
    min: 0.1,
    max: 1000,
    default: null,
    defaultText: 'sem valor (nenhuma validação de quantidade)',
    group: 'tolerancia',
  },
  {
    code: PARAM_CONFIG,
    seq: 15,
    ...SWITCH,
    name: 'Aprovar quantidade abaixo do mínimo',
    description: 'Uma pesagem abaixo da faixa de tolerância vai para aprovação.',
    default: 0,
    group: 'aprovacao',
  },
  {
    code: PARAM_CONFIG,
    seq: 16,
    ...SWITCH,
    name: 'Aprovar quantidade acima do máximo',
    description: 'Uma pesagem acima da faixa de tolerância vai para aprovação.',
    default: 0,
    group: 'aprovacao',
  },
  limiteKg(1),
  limiteKg(2),
  limiteKg(3),
  limiteKg(4),
  {
    code: PARAM_LIMITES,
    seq: LIMITES_SEQ_JANELA,
    name: 'Dias para apontar sem aprovação',
    description: 'Uma pesagem com data mais antiga que isto (em dias antes de hoje) vai para aprovação.',
    unit: 'dias',
    type: 'int',
    control: 'number',
    min: 0,
    max: 365,
    default: LIMITES_JANELA_DIAS_PADRAO,
    group: 'limites',
  },
  {
    code: PARAM_REFEICOES,
    seq: 7,
    name: 'Origem do número de refeições',
    description: 'De onde vem o número de refeições servidas da unidade.',
    unit: null,
    type: 'int',
    control: 'choice',
    options: ORIGEM_REFEICOES,
    default: 0,
    group: 'refeicoes',
  },
  {
    code: PARAM_REFEICOES,
    seq: 9,
    ...SWITCH,
    name: 'Mostrar refeições no apontamento',
    description: 'A tela de apontamento mostra o número de refeições do dia.',
    default: 0,
    group: 'refeicoes',
  },
  {
    code: PARAM_REFEICOES,
    seq: 10,
    name: 'Refeições previstas por dia',
    description: 'Quantas refeições a unidade serve num dia comum.',
    unit: 'refeições',
    type: 'int',
    control: 'number',
    min: 0,
    max: 100000,
    default: 0,
    group: 'refeicoes',
  },
  {
    code: PARAM_REFEICOES,
    seq: 14,
    name: 'Origem das refeições no modo somente aplicativo',
    description: 'A origem que passa a valer quando o modo "Web e aplicativo" vence.',
    unit: null,
    type: 'int',
    control: 'choice',
    options: ORIGEM_REFEICOES,
    default: 0,
    group: 'refeicoes',
  },
  {
    code: COST_PARAM,
    seq: 1,
    name: 'Custo do kg de bandeja',
    description: 'O custo de cada kg de resto de bandeja.',
    unit: 'R$/kg',
    type: 'dec',
    control: 'number',
    min: 0,
    max: 10000,
    default: 0,
    group: 'custos',
  },
  {
    code: COST_PARAM,
    seq: 2,
    name: 'Custo do kg de pré-preparo',
    description: 'O custo do kg do pré-preparo por turno e do produto ou insumo sem custo próprio.',
    unit: 'R$/kg',
    type: 'dec',
    control: 'number',
    min: 0,
    max: 10000,
    default: 0,
    group: 'custos',
  },
  {
    code: PARAM_EVITAVEL,
    seq: 1,
    ...SWITCH,
    name: 'Metas e Desafio só com a parte evitável',
    description: 'Metas e Desafio contam só os kg evitáveis de cada classe de desperdício.',
    default: 0,
    group: 'metas',
  },
  {
    code: PARAM_FOTOS,
    seq: FOTOS_SEQ_RETENCAO,
    name: 'Dias de guarda das fotos',
    description: 'Fotos mais antigas que isto são apagadas pela rotina diária.',
    unit: 'dias',
    type: 'int',
    control: 'number',
    min: 1,
    max: 3650,
    default: FOTOS_RETENCAO_DIAS_PADRAO,
    group: 'fotos',
  },
  {
    code: PARAM_PRODUCAO,
    seq: PRODUCAO_SEQ_NIVEL,
    name: 'Nível de serviço',
    description:
      'A chance de a produção sugerida bastar num dia: 90% = falta em no máximo 1 de cada 10 dias. Mais alto, mais sobra.',
    unit: '%',
    type: 'dec',
    control: 'number',
    min: 50,
    max: 99,
    default: NIVEL_SERVICO_PADRAO * 100,
    group: 'producao',
  },
  {
    code: PARAM_PRODUCAO,
    seq: PRODUCAO_SEQ_ANTECEDENCIA,
    name: 'Antecedência da sugestão',
    description: 'Quantos dias antes do cardápio a sugestão é feita: só os dados de antes disso contam.',
    unit: 'dias',
    type: 'int',
    control: 'number',
    min: 1,
    max: 14,
    default: PARAMETROS_PADRAO.antecedenciaDias,
    group: 'producao',
  },
];

const byKey = new Map(PARAM_CATALOG.map((d) => [`${d.code}|${d.seq}`, d]));

/** The catalogue entry of a parameter, or undefined for one the product does not read. */
export function findParamDef(code: string, seq: number): ParamDef | undefined {
  return byKey.get(`${code}|${seq}`);
}

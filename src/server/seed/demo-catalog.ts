import { ACCESS_FLAGS, type AccessFlag } from '@domain/access';
/** Static content of the demo data: companies, units, menu, inputs, containers, destinations, users. */

export interface DemoSatellite {
  cod: string;
  nome: string;
  /** Customers per day. */
  clientes: number;
  inativo?: boolean;
}

export interface DemoRestaurant {
  empresa: 0 | 1;
  grupo: number;
  nome: string;
  /** Meals served on a weekday. */
  refeicoes: number;
  /** Meal factor on Saturday and Sunday. */
  fimDeSemana: [number, number];
  /** Tray waste in grams per meal at the start of the 90 days. */
  gramasPorRefeicao: number;
  tipos: number[];
  satelites: DemoSatellite[];
}

export const EMPRESAS = ['Nutri Refeições Coletivas', 'Sabor & Cia Alimentação'] as const;

/** [empresa index, name] */
export const GRUPOS: [0 | 1, string][] = [
  [0, 'Grande São Paulo'],
  [0, 'Interior Paulista'],
  [1, 'Minas Gerais'],
];

const ALL = [1, 2, 3, 4];

export const RESTAURANTES: DemoRestaurant[] = [
  {
    empresa: 0,
    grupo: 0,
    nome: 'Metalúrgica ABC (São Bernardo do Campo)',
    refeicoes: 850,
    fimDeSemana: [0.45, 0.2],
    gramasPorRefeicao: 38,
    tipos: ALL,
    satelites: [
      { cod: 'SAT-101', nome: 'Satélite Ferramentaria', clientes: 140 },
      { cod: 'SAT-102', nome: 'Satélite Estamparia', clientes: 95 },
    ],
  },
  {
    empresa: 0,
    grupo: 0,
    nome: 'Hospital Santa Clara (São Paulo)',
    refeicoes: 620,
    fimDeSemana: [0.95, 0.9],
    gramasPorRefeicao: 44,
    tipos: ALL,
    satelites: [{ cod: 'SAT-201', nome: 'Satélite Pronto-Socorro', clientes: 80 }],
  },
  {
    empresa: 0,
    grupo: 0,
    nome: 'Centro Logístico (Cajamar)',
    refeicoes: 480,
    fimDeSemana: [0.6, 0.35],
    gramasPorRefeicao: 33,
    tipos: ALL,
    satelites: [],
  },
  {
    empresa: 0,
    grupo: 0,
    nome: 'Universidade (Butantã)',
    refeicoes: 900,
    fimDeSemana: [0.3, 0.1],
    gramasPorRefeicao: 47,
    tipos: ALL,
    satelites: [],
  },
  {
    empresa: 0,
    grupo: 0,
    nome: 'Indústria Química (Mauá)',
    refeicoes: 380,
    fimDeSemana: [0.5, 0.25],
    gramasPorRefeicao: 31,
    tipos: ALL,
    satelites: [
      { cod: 'SAT-501', nome: 'Satélite Laboratório', clientes: 60 },
      { cod: 'SAT-502', nome: 'Satélite Expedição', clientes: 40, inativo: true },
    ],
  },
  {
    empresa: 0,
    grupo: 1,
    nome: 'Usina Açucareira (Piracicaba)',
    refeicoes: 700,
    fimDeSemana: [0.8, 0.7],
    gramasPorRefeicao: 36,
    tipos: ALL,
    satelites: [],
  },
  {
    empresa: 0,
    grupo: 1,
    nome: 'Montadora (Sorocaba)',
    refeicoes: 1100,
    fimDeSemana: [0.4, 0.15],
    gramasPorRefeicao: 41,
    tipos: ALL,
    satelites: [{ cod: 'SAT-701', nome: 'Satélite Pintura', clientes: 170 }],
  },
  {
    empresa: 0,
    grupo: 1,
    nome: 'Frigorífico (Campinas)',
    refeicoes: 540,
    fimDeSemana: [0.7, 0.3],
    gramasPorRefeicao: 35,
    tipos: ALL,
    satelites: [],
  },
  {
    empresa: 0,
    grupo: 1,
    nome: 'Escritório Corporativo (Ribeirão Preto)',
    refeicoes: 180,
    fimDeSemana: [0.2, 0.1],
    gramasPorRefeicao: 29,
    tipos: [1, 2],
    satelites: [],
  },
  {
    empresa: 1,
    grupo: 2,
    nome: 'Mineradora (Itabira)',
    refeicoes: 760,
    fimDeSemana: [0.85, 0.75],
    gramasPorRefeicao: 42,
    tipos: ALL,
    satelites: [
      { cod: 'SAT-1001', nome: 'Satélite Mina Conceição', clientes: 150 },
      { cod: 'SAT-1002', nome: 'Satélite Oficina Central', clientes: 70 },
    ],
  },
  {
    empresa: 1,
    grupo: 2,
    nome: 'Siderúrgica (Ipatinga)',
    refeicoes: 950,
    fimDeSemana: [0.8, 0.7],
    gramasPorRefeicao: 39,
    tipos: ALL,
    satelites: [],
  },
  {
    empresa: 1,
    grupo: 2,
    nome: 'Hospital Regional (Belo Horizonte)',
    refeicoes: 410,
    fimDeSemana: [0.95, 0.9],
    gramasPorRefeicao: 45,
    tipos: ALL,
    satelites: [],
  },
  {
    empresa: 1,
    grupo: 2,
    nome: 'Fábrica de Autopeças (Contagem)',
    refeicoes: 520,
    fimDeSemana: [0.45, 0.2],
    gramasPorRefeicao: 34,
    tipos: ALL,
    satelites: [],
  },
];

export const AGRUPAMENTOS = ['Proteína', 'Guarnição', 'Arroz e Feijão', 'Saladas', 'Sobremesas'] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];

/** Dish groups and plate weight (kg per plate). */
export const GRUPOS_PRATO = [
  ['Prato principal', 0.18],
  ['Opção vegetariana', 0.16],
  ['Acompanhamento', 0.2],
  ['Guarnição', 0.12],
  ['Salada', 0.08],
  ['Sobremesa', 0.09],
] as const;
export type GrupoPrato = (typeof GRUPOS_PRATO)[number][0];

export interface DemoProduct {
  nome: string;
  agrupamento: Agrupamento;
  custoKg: number;
  /** Only linked in the restaurant with this index (otherwise linked for all restaurants). */
  soRestaurante?: number;
}

export interface DemoItem {
  nome: string;
  grupoPrato: GrupoPrato;
  papel: 'proteina' | 'vegetariano' | 'arroz' | 'feijao' | 'guarnicao' | 'salada' | 'sobremesa';
  produtos: DemoProduct[];
}

export const ITENS: DemoItem[] = [
  {
    nome: 'Frango grelhado',
    grupoPrato: 'Prato principal',
    papel: 'proteina',
    produtos: [{ nome: 'Filé de frango grelhado', agrupamento: 'Proteína', custoKg: 22.9 }],
  },
  {
    nome: 'Bife acebolado',
    grupoPrato: 'Prato principal',
    papel: 'proteina',
    produtos: [{ nome: 'Contrafilé acebolado', agrupamento: 'Proteína', custoKg: 42.5 }],
  },
  {
    nome: 'Strogonoff de frango',
    grupoPrato: 'Prato principal',
    papel: 'proteina',
    produtos: [{ nome: 'Strogonoff de frango', agrupamento: 'Proteína', custoKg: 24.8 }],
  },
  {
    nome: 'Peixe assado',
    grupoPrato: 'Prato principal',
    papel: 'proteina',
    produtos: [{ nome: 'Filé de tilápia assado', agrupamento: 'Proteína', custoKg: 38.9 }],
  },
  {
    nome: 'Lasanha de legumes',
    grupoPrato: 'Opção vegetariana',
    papel: 'vegetariano',
    produtos: [{ nome: 'Lasanha de legumes', agrupamento: 'Proteína', custoKg: 19.5 }],
  },
  {
    nome: 'Arroz branco',
    grupoPrato: 'Acompanhamento',
    papel: 'arroz',
    produtos: [
      { nome: 'Arroz branco cozido', agrupamento: 'Arroz e Feijão', custoKg: 6.2 },
      { nome: 'Arroz integral cozido', agrupamento: 'Arroz e Feijão', custoKg: 7.1, soRestaurante: 1 },
    ],
  },
  {
    nome: 'Feijão carioca',
    grupoPrato: 'Acompanhamento',
    papel: 'feijao',
    produtos: [{ nome: 'Feijão carioca cozido', agrupamento: 'Arroz e Feijão', custoKg: 7.4 }],
  },
  {
    nome: 'Batata sauté',
    grupoPrato: 'Guarnição',
    papel: 'guarnicao',
    produtos: [{ nome: 'Batata sauté', agrupamento: 'Guarnição', custoKg: 9.8 }],
  },
  {
    nome: 'Legumes no vapor',
    grupoPrato: 'Guarnição',
    papel: 'guarnicao',
    produtos: [{ nome: 'Mix de legumes no vapor', agrupamento: 'Guarnição', custoKg: 11.3 }],
  },
  {
    nome: 'Salada verde',
    grupoPrato: 'Salada',
    papel: 'salada',
    produtos: [
      { nome: 'Alface e rúcula higienizadas', agrupamento: 'Saladas', custoKg: 14.2 },
      { nome: 'Tomate em rodelas', agrupamento: 'Saladas', custoKg: 9.6 },
    ],
  },
  {
    nome: 'Pudim de leite',
    grupoPrato: 'Sobremesa',
    papel: 'sobremesa',
    produtos: [{ nome: 'Pudim de leite', agrupamento: 'Sobremesas', custoKg: 18.7 }],
  },
  {
    nome: 'Salada de frutas',
    grupoPrato: 'Sobremesa',
    papel: 'sobremesa',
    produtos: [{ nome: 'Salada de frutas', agrupamento: 'Sobremesas', custoKg: 12.4 }],
  },
];

export interface DemoInput {
  nome: string;
  mascara: string;
  nivel: string;
  custoKg: number;
  /** Monitored (re_tb_desp_insumos): 0 active, 1 inactive; undefined = not monitored. */
  monitorado?: 0 | 1;
  /** Typical pre-preparation loss per weighing for 600 meals (kg). */
  perdaKg?: number;
}

export const INSUMOS: DemoInput[] = [
  {
    nome: 'Arroz agulhinha tipo 1',
    mascara: '01.01.001',
    nivel: '3',
    custoKg: 5.2,
    monitorado: 0,
    perdaKg: 0.6,
  },
  {
    nome: 'Feijão carioca tipo 1',
    mascara: '01.01.002',
    nivel: '3',
    custoKg: 7.9,
    monitorado: 0,
    perdaKg: 0.5,
  },
  {
    nome: 'Peito de frango congelado',
    mascara: '01.02.001',
    nivel: '3',
    custoKg: 16.5,
    monitorado: 0,
    perdaKg: 2.4,
  },
  {
    nome: 'Carne bovina (patinho)',
    mascara: '01.02.002',
    nivel: '3',
    custoKg: 39.9,
    monitorado: 0,
    perdaKg: 1.8,
  },
  { nome: 'Filé de tilápia', mascara: '01.02.003', nivel: '3', custoKg: 44, monitorado: 0, perdaKg: 1.1 },
  { nome: 'Batata inglesa', mascara: '01.03.001', nivel: '3', custoKg: 4.8, monitorado: 0, perdaKg: 3.2 },
  { nome: 'Cebola', mascara: '01.03.002', nivel: '3', custoKg: 4.2, monitorado: 0, perdaKg: 1.2 },
  { nome: 'Cenoura', mascara: '01.03.003', nivel: '3', custoKg: 3.9, monitorado: 0, perdaKg: 1.4 },
  { nome: 'Abobrinha', mascara: '01.03.004', nivel: '3', custoKg: 5.6, monitorado: 1, perdaKg: 0.9 },
  { nome: 'Alface crespa', mascara: '01.04.001', nivel: '3', custoKg: 9.5, monitorado: 0, perdaKg: 1.6 },
  { nome: 'Tomate', mascara: '01.04.002', nivel: '3', custoKg: 7.3, monitorado: 0, perdaKg: 1.3 },
  { nome: 'Banana prata', mascara: '01.05.001', nivel: '3', custoKg: 5.9, monitorado: 0, perdaKg: 1.5 },
  { nome: 'Óleo de soja', mascara: '01.06.001', nivel: '3', custoKg: 8.4 },
  { nome: 'Leite integral', mascara: '01.07.001', nivel: '3', custoKg: 4.99 },
];

/** Containers and their usual tare (kg). */
export const RECIPIENTES = [
  ['Cuba GN 1/1', 1.15],
  ['Cuba GN 1/2', 0.62],
  ['Balde 20 L', 0.95],
  ['Bandeja inox', 0.78],
  ['Caixa plástica 30 L', 1.65],
  ['Lixeira 50 L', 2.8],
] as const;
export type Recipiente = (typeof RECIPIENTES)[number][0];
/** The containers with a maximum weight of their own (kg), above their waste type's RE-Limites. */
export const RECIPIENTES_MAXIMO: Partial<Record<Recipiente, number>> = {
  'Cuba GN 1/1': 25,
  'Cuba GN 1/2': 12,
};

/** The demo destinations: name, inactive flag and kind (its default CO2e factor comes with it). */
export const DESTINOS = [
  ['Compostagem', 0, 'COMPOSTAGEM'],
  ['Ração animal', 0, 'RACAO'],
  ['Aterro sanitário', 0, 'ATERRO'],
  ['Doação (banco de alimentos)', 0, 'DOACAO'],
  ['Biodigestor', 0, 'BIODIGESTAO'],
  ['Coleta municipal', 1, 'OUTRO'],
] as const;
export type Destino = (typeof DESTINOS)[number][0];

/** Destinations enabled per waste type (no destination is enabled for both 3 and 4). */
export const DESTINOS_POR_TIPO: Record<number, Destino[]> = {
  1: ['Compostagem', 'Aterro sanitário', 'Ração animal'],
  2: ['Doação (banco de alimentos)', 'Ração animal', 'Compostagem'],
  3: ['Compostagem', 'Aterro sanitário'],
  4: ['Ração animal', 'Biodigestor'],
};

/** Containers used per waste type. */
export const RECIPIENTES_POR_TIPO: Record<number, Recipiente[]> = {
  1: ['Balde 20 L', 'Lixeira 50 L'],
  2: ['Cuba GN 1/1', 'Cuba GN 1/2'],
  3: ['Caixa plástica 30 L', 'Balde 20 L'],
  4: ['Bandeja inox', 'Cuba GN 1/2'],
};

const ALL_FLAGS: AccessFlag[] = [...ACCESS_FLAGS];

export interface DemoUser {
  usuario: string;
  pessoa: string;
  email: string;
  /** Access per company index. */
  acessos: { empresa: 0 | 1; flags: AccessFlag[] }[];
  /** Restaurant indexes where the user weighs (scale links). */
  cozinha?: number[];
  /** Restaurant indexes where the user approves; 'all' = every restaurant of both companies. */
  aprova?: number[] | 'all';
}

export const USUARIOS: DemoUser[] = [
  {
    usuario: 'admin',
    pessoa: 'Administrador Demo',
    email: 'admin@demo.com.br',
    acessos: [
      { empresa: 0, flags: ALL_FLAGS },
      { empresa: 1, flags: ALL_FLAGS },
    ],
    aprova: 'all',
  },
  {
    usuario: 'cozinha',
    pessoa: 'Cozinha Demo',
    email: 'cozinha@demo.com.br',
    acessos: [{ empresa: 0, flags: ['indApontamentos'] }],
    cozinha: [0, 1, 2],
  },
  {
    usuario: 'aprovador',
    pessoa: 'Aprovador Demo',
    email: 'aprovador@demo.com.br',
    acessos: [{ empresa: 0, flags: ['indApontamentos'] }],
    aprova: [0, 1, 2, 3],
  },
  {
    usuario: 'gestor',
    pessoa: 'Gestor Demo',
    email: 'gestor@demo.com.br',
    acessos: [{ empresa: 0, flags: ['indRelatorios'] }],
  },
  { usuario: 'semacesso', pessoa: 'Sem Acesso', email: 'semacesso@demo.com.br', acessos: [] },
  {
    usuario: 'maria.souza',
    pessoa: 'Maria Souza',
    email: 'maria.souza@demo.com.br',
    acessos: [{ empresa: 0, flags: ['indApontamentos'] }],
    cozinha: [0, 1, 2],
  },
  {
    usuario: 'joao.pereira',
    pessoa: 'João Pereira',
    email: 'joao.pereira@demo.com.br',
    acessos: [{ empresa: 0, flags: ['indApontamentos'] }],
    cozinha: [3, 4, 5],
  },
  {
    usuario: 'ana.lima',
    pessoa: 'Ana Lima',
    email: 'ana.lima@demo.com.br',
    acessos: [{ empresa: 0, flags: ['indApontamentos', 'indNrSatelites'] }],
    cozinha: [6, 7, 8],
  },
  {
    usuario: 'carlos.rocha',
    pessoa: 'Carlos Rocha',
    email: 'carlos.rocha@demo.com.br',
    acessos: [{ empresa: 1, flags: ['indApontamentos'] }],
    cozinha: [9, 10],
  },
  {
    usuario: 'fernanda.alves',
    pessoa: 'Fernanda Alves',
    email: 'fernanda.alves@demo.com.br',
    acessos: [{ empresa: 1, flags: ['indApontamentos', 'indRelatorios'] }],
    cozinha: [11, 12],
    aprova: [9, 10],
  },
];

export const JUSTIFICATIVAS_APROVACAO = [
  'Evento corporativo com baixa adesão ao cardápio do dia.',
  'Feriado prolongado reduziu o público previsto.',
  'Cardápio novo com baixa aceitação; ajuste já programado.',
  'Falha na câmara fria obrigou o descarte preventivo.',
  'Quantidade conferida com o supervisor da unidade.',
  'Troca de turno da produção gerou excesso de preparo.',
];

export const JUSTIFICATIVAS_REPROVACAO = [
  'Pesagem com o recipiente não descontado; refazer o apontamento.',
  'Quantidade incompatível com a produção do dia.',
  'Apontamento duplicado.',
];

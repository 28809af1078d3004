import { FIELD_LABELS } from '@domain/field-labels';
import { fieldErrorMap, fieldLabel, type ItemNoun, issueMessage, issueText } from '@domain/field-messages';
import { apontamentoInput, apontamentoList, consultaApontamentosBody } from '@domain/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** The messages of a parse made the way the server validates requests. */
function messages(schema: z.ZodType, data: unknown, noun: ItemNoun = 'Linha'): string[] {
  const r = schema.safeParse(data, { error: fieldErrorMap(noun) });
  if (r.success) return [];
  return r.error.issues.map((i) => issueMessage(i, noun));
}
const one = (schema: z.ZodType, data: unknown, noun?: ItemNoun) => {
  const all = messages(schema, data, noun);
  expect(all).toHaveLength(1);
  return all[0];
};

/** What a person must never read: quotes, a dotted path, zod's wording, English. */
function expectHuman(message: string) {
  expect(message).not.toMatch(/['"`]/);
  expect(message).not.toMatch(/\w\.\w+[A-Z]|\b\d+\.[a-z]/);
  expect(message).not.toMatch(/esperava|esperado|recebido|Invalid|expected|received|must|input/i);
}

const weighing = {
  idRestaurante: 1,
  tipDesperdicio: 1,
  dtaApontamento: '2024-05-02',
  qtdDesperdicio: 2.5,
};

describe('fieldLabel', () => {
  it('names the fields of spec §3', () => {
    const spec3: Record<string, string> = {
      idRestaurante: 'Restaurante',
      qtdDesperdicio: 'Quantidade',
      dtaApontamento: 'Data',
      idDestino: 'Destino',
      idRecipiente: 'Recipiente',
      idBal: 'Balança',
      dtaInicial: 'Data inicial',
      vlrMeta: 'Meta',
    };
    for (const [name, label] of Object.entries(spec3)) expect(fieldLabel(name), name).toBe(label);
    for (const label of Object.values(FIELD_LABELS)) expectHuman(label);
  });

  it('turns an unknown camelCase name into words, its prefix spelled out', () => {
    const words: Record<string, string> = {
      idCentroCusto: 'Centro custo',
      indArquivado: 'Arquivado',
      desApelido: 'Descrição de apelido',
      dtaEntrega: 'Data de entrega',
      qtdApontamentos: 'Quantidade de apontamentos',
      vlrFrete: 'Valor de frete',
      tipRegra: 'Tipo de regra',
      codFiscal: 'Código de fiscal',
      numPedido: 'Número de pedido',
      txtNota: 'Texto de nota',
      dtaBaseIni: 'Data de base inicial',
      nomeCompleto: 'Nome completo',
    };
    for (const [name, label] of Object.entries(words)) expect(fieldLabel(name), name).toBe(label);
    // A prefix only counts before an upper-case letter.
    expect(fieldLabel('index')).toBe('Index');
    expect(fieldLabel('destino')).toBe('Destino');
  });
});

describe('issue messages', () => {
  it('invalid_type: a missing or null field is required; a wrong type names the rule', () => {
    const { dtaApontamento: _, ...noDate } = weighing;
    expect(one(apontamentoInput, noDate)).toBe('Data: informação obrigatória');
    expect(one(apontamentoInput, { ...weighing, idRestaurante: null })).toBe(
      'Restaurante: informação obrigatória',
    );
    expect(one(apontamentoInput, { ...weighing, qtdDesperdicio: '2,5' })).toBe(
      'Quantidade: informe um número',
    );
    expect(one(apontamentoInput, { ...weighing, idRestaurante: 'um' })).toBe('Restaurante: valor inválido');
    expect(one(z.object({ qtdNrCli: z.number().int() }), { qtdNrCli: 1.5 })).toBe(
      'Refeições de clientes: informe um número inteiro',
    );
    expect(one(z.object({ notificar: z.boolean() }), { notificar: 'x' })).toBe(
      'Notificar: informe sim ou não',
    );
    expect(one(z.object({ idGrupo: z.number() }), 'x')).toBe('Dados enviados em formato inválido');
  });

  it('too_big / too_small of numbers, with the unit and pt-BR numbers', () => {
    expect(one(apontamentoInput, { ...weighing, qtdDesperdicio: 99_999_999 })).toBe(
      'Quantidade acima do máximo permitido (100.000 kg)',
    );
    expect(one(z.object({ qtdPeso: z.number().min(0.5) }), { qtdPeso: 0.1 })).toBe(
      'Peso abaixo do mínimo permitido (0,5 kg)',
    );
    expect(one(z.object({ qtdPrato: z.number().positive() }), { qtdPrato: 0 })).toBe(
      'Peso do prato deve ser maior que zero',
    );
    expect(one(z.object({ vlrMetaPc: z.number().max(100) }), { vlrMetaPc: 1000.5 })).toBe(
      'Meta (%) acima do máximo permitido (100%)',
    );
    expect(one(z.object({ page: z.number().lt(1000) }), { page: 1000 })).toBe(
      'Página deve ser menor que 1.000',
    );
    // An id out of range is just an invalid value.
    expect(one(apontamentoInput, { ...weighing, idRestaurante: -1 })).toBe('Restaurante: valor inválido');
  });

  it('too_big / too_small of strings and arrays', () => {
    expect(one(z.object({ desRecipiente: z.string().trim().min(1) }), { desRecipiente: '  ' })).toBe(
      'Descrição: informação obrigatória',
    );
    expect(one(z.object({ codSatelite: z.string().min(3) }), { codSatelite: 'a' })).toBe(
      'Código do satélite: no mínimo 3 caracteres',
    );
    expect(one(apontamentoInput, { ...weighing, txtJustificativa: 'x'.repeat(2001) })).toBe(
      'Justificativa: no máximo 2.000 caracteres',
    );
    expect(one(apontamentoList, [], 'Pesagem')).toBe('Nenhuma pesagem informada');
    expect(one(z.array(z.number()).min(1), [])).toBe('Nenhum registro informado');
    expect(one(apontamentoList, Array(2001).fill(weighing), 'Pesagem')).toBe(
      'Envie no máximo 2.000 pesagens por vez',
    );
    expect(one(z.object({ idsNotificacao: z.array(z.number()).min(1) }), { idsNotificacao: [] })).toBe(
      'Notificações: informe ao menos um item',
    );
    expect(one(z.object({ idsNotificacao: z.array(z.number()).max(2) }), { idsNotificacao: [1, 2, 3] })).toBe(
      'Notificações: no máximo 2 itens',
    );
  });

  it('invalid_format: dates, instants, uuids, e-mails, patterns', () => {
    expect(
      one(consultaApontamentosBody, { dtaApontamentoIni: '31/12/2024', dtaApontamentoFim: '2024-12-31' }),
    ).toBe('Data inicial inválida');
    expect(one(z.object({ dtaPeriodoFim: z.iso.date() }), { dtaPeriodoFim: '2024-02-30x' })).toBe(
      'Data final inválida',
    );
    expect(one(apontamentoInput, { ...weighing, dtaDispositivo: 'ontem' })).toBe(
      'Data e hora da pesagem inválida',
    );
    expect(one(z.object({ dthX: z.iso.date() }), { dthX: 'x' })).toBe('Data e hora de x inválida');
    expect(one(z.object({ vencimento: z.iso.date() }), { vencimento: 'x' })).toBe(
      'Vencimento: data inválida',
    );
    expect(one(apontamentoInput, { ...weighing, uuidApontamento: 'abc' })).toBe(
      'Identificador do apontamento: identificador inválido',
    );
    expect(one(z.object({ desEmail: z.email() }), { desEmail: 'x@' })).toBe('E-mail: e-mail inválido');
    expect(one(z.object({ idSerial: z.string().regex(/^\d+$/) }), { idSerial: 'ab' })).toBe(
      'Serial da balança: formato inválido',
    );
  });

  it('invalid_value: enums and literals list the accepted values', () => {
    expect(
      one(z.object({ tipAlerta: z.union([z.literal(0), z.literal(1), z.literal(2)]) }), { tipAlerta: 7 }),
    ).toBe('Tipo de alerta: valor inválido');
    expect(one(z.object({ indPeriodo: z.enum(['0', '1', '2']) }), { indPeriodo: '9' })).toBe(
      'Período: valor inválido (use 0, 1 ou 2)',
    );
    expect(one(z.object({ indDecisao: z.literal(1) }), { indDecisao: 3 })).toBe(
      'Decisão: valor inválido (use 1)',
    );
  });

  it('unrecognized_keys names the extra fields by label', () => {
    expect(one(z.strictObject({ idGrupo: z.number() }), { idGrupo: 1, qtdExtra: 2 })).toBe(
      'Campo não permitido: Quantidade de extra',
    );
    expect(one(z.strictObject({ idGrupo: z.number() }), { idGrupo: 1, foo: 1, idRestaurante: 2 })).toBe(
      'Campos não permitidos: Foo, Restaurante',
    );
  });

  it('custom: a refinement keeps its own message, a bare one reads as an invalid value', () => {
    expect(one(z.object({ vlrMeta: z.number().refine((v) => v < 5) }), { vlrMeta: 9 })).toBe(
      'Meta: valor inválido',
    );
    expect(
      one(
        z.object({ tipCardapio: z.number().refine((v) => v < 5, { message: 'Tipo de cardápio inválido' }) }),
        {
          tipCardapio: 9,
        },
      ),
    ).toBe('Tipo de cardápio inválido');
  });

  it('names the position of an array element in words', () => {
    const list = [weighing, { ...weighing, qtdDesperdicio: 99_999_999 }];
    expect(one(apontamentoList, list, 'Pesagem')).toBe(
      'Pesagem 2: Quantidade acima do máximo permitido (100.000 kg)',
    );
    expect(one(apontamentoList, list, 'Linha')).toBe(
      'Linha 2: Quantidade acima do máximo permitido (100.000 kg)',
    );
    expect(
      one(z.object({ itens: z.array(z.object({ idBal: z.number() })) }), {
        itens: [{ idBal: 1 }, { idBal: 2 }, { idBal: 'x' }],
      }),
    ).toBe('Linha 3: Balança: valor inválido');
  });

  it('never lets a path, quotes or zod wording through, whatever the issue', () => {
    const bodies: [z.ZodType, unknown][] = [
      [
        apontamentoList,
        [{ ...weighing, qtdDesperdicio: 99_999_999, dtaApontamento: 5, idBal: 0, foo: 1 }, {}, null],
      ],
      [apontamentoList, 'x'],
      [consultaApontamentosBody, { dtaApontamentoIni: 'x', tipDesperdicio: 9.5 }],
      [
        z.strictObject({ a: z.object({ qtdDesperdicio: z.number() }) }),
        { a: { qtdDesperdicio: null }, b: 1 },
      ],
    ];
    for (const [schema, data] of bodies)
      for (const m of [...messages(schema, data), ...messages(schema, data, 'Pesagem')]) expectHuman(m);
    expect(issueText({ code: 'invalid_union', path: ['idBal'] })).toBe('Balança: valor inválido');
    expect(issueText({ code: 'not_multiple_of', path: ['qtdDesperdicio'] })).toBe(
      'Quantidade: valor fora do passo permitido',
    );
  });
});

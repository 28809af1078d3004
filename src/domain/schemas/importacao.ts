import { z } from 'zod';
import { int4 } from './fields';

/** Master-data import: the shapes of /api/v1/importacao (the screen and the ERP integrations read them). */

export const importColumn = z
  .object({
    nome: z.string().describe('Nome da coluna no arquivo (maiúsculas e acentos são ignorados)'),
    obrigatoria: z.boolean(),
    descricao: z.string(),
    exemplo: z.string(),
  })
  .meta({ example: { nome: 'codigo', obrigatoria: true, descricao: 'Código no ERP', exemplo: 'R001' } });

export const importKindInfo = z.object({
  tipo: z.string().describe('O tipo de importação (caminho /api/v1/importacao/{tipo})'),
  descricao: z.string(),
  colunas: z.array(importColumn),
});

export const importError = z
  .object({
    linha: int4.describe('Linha do arquivo (o cabeçalho é a linha 1; em JSON, o item n é a linha n + 1)'),
    coluna: z.string().describe('Coluna do erro (vazia quando é o arquivo ou a linha inteira)'),
    mensagem: z.string(),
  })
  .meta({ example: { linha: 3, coluna: 'codGrupo', mensagem: 'Grupo com código "G9" não encontrado' } });

export const importResult = z
  .object({
    linhas: int4.describe('Linhas de dados lidas (linhas em branco não contam)'),
    inseridas: int4,
    alteradas: int4,
    inalteradas: int4,
    erros: z.array(importError).describe('No máximo 1.000 erros'),
  })
  .meta({ example: { linhas: 120, inseridas: 20, alteradas: 3, inalteradas: 97, erros: [] } });

export const importFailure = z
  .object({
    statusCode: int4.optional(),
    error: z.string().optional(),
    message: z.string().describe('Resumo em português'),
    exception: z.string().optional(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    linhas: int4.optional(),
    inseridas: int4.optional(),
    alteradas: int4.optional(),
    inalteradas: int4.optional(),
    erros: z.array(importError).optional(),
  })
  .meta({
    example: {
      message: 'A importação não foi gravada: 1 erro encontrado. Corrija o arquivo e envie novamente.',
      linhas: 2,
      inseridas: 0,
      alteradas: 0,
      inalteradas: 0,
      erros: [{ linha: 3, coluna: 'descricao', mensagem: 'Informação obrigatória' }],
    },
  });

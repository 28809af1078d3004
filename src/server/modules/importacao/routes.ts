import { isAllowed } from '@domain/access';
import { MSG } from '@domain/messages';
import { IMPORT_MSG } from '@domain/rules/import-values';
import { apiError } from '@domain/schemas/auth';
import { importFailure, importKindInfo, importResult } from '@domain/schemas/importacao';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../core/domain-errors';
import { companyOf, userOf } from '../../core/request-context';
import { runImport } from './engine';
import { importLimits } from './limits';
import { IMPORT_KINDS, IMPORT_TIPOS, kindOf } from './registry';
import { CSV_TYPES, sourceOfRequest, XLSX_TYPE } from './request-source';
import { templateCsv } from './template';

const tipo = z.enum(IMPORT_TIPOS).describe('O tipo de importação');
const FLAGS = ['indRetAdm', 'indApp'] as const;

const BODY_HELP =
  'Corpo: o arquivo CSV cru (text/csv; separador ; ou , detectado no cabeçalho; UTF-8 com ou sem BOM, ou ' +
  'Latin-1/Windows-1252), ou multipart/form-data com o arquivo (CSV ou XLSX, primeira planilha) no campo ' +
  '"arquivo", ou application/json com a lista de objetos (as mesmas colunas). Decimais com vírgula ou ponto, ' +
  'datas dd/mm/aaaa ou aaaa-mm-dd, booleanos S/N, sim/não, 1/0, true/false. Célula vazia = padrão da coluna; ' +
  'coluna opcional ausente do cabeçalho = padrão nas linhas novas, valor gravado mantido nas existentes. O tipo ' +
  'usuarios exige indRetAdm. Tudo ou nada: com algum erro, nada ' +
  'é gravado. Importar o mesmo arquivo de novo não altera nada (inalteradas = todas as linhas).';

/** The body's three forms, for the OpenAPI document (the handler reads the stream itself). */
const OPENAPI_BODY = {
  description: 'O arquivo: CSV cru, CSV ou XLSX em multipart (campo "arquivo"), ou a lista em JSON',
  content: {
    'text/csv': {
      schema: {
        type: 'string',
        examples: [
          'codigo;descricao;codGrupo;fusoHorario;inativo\nR001;Restaurante Centro;G01;America/Sao_Paulo;N\n',
        ],
      },
    },
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['arquivo'],
        properties: { arquivo: { type: 'string', format: 'binary', description: 'CSV ou XLSX' } },
      },
    },
    'application/json': {
      schema: {
        type: 'array',
        items: { type: 'object', additionalProperties: true },
        examples: [
          [
            {
              codigo: 'R001',
              descricao: 'Restaurante Centro',
              codGrupo: 'G01',
              fusoHorario: 'America/Sao_Paulo',
            },
          ],
        ],
      },
    },
  },
};

/**
 * /api/v1/importacao — master-data import (people on the import screen, the ERP every night). The CSV body
 * parser and multipart are scoped to this plugin: both hand the handler the request stream, never a buffer.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.env.IMPORT_MAX_BYTES;
  const limits = importLimits(app.db, app.env.IMPORT_RATE_LIMIT);

  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  app.addContentTypeParser([...CSV_TYPES, XLSX_TYPE], (_req, payload, done) => done(null, payload));
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  // The JSON variant may be as large as a file (the app's default body limit is for forms).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: maxBytes },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.get(
    '/',
    {
      config: { flags: FLAGS },
      schema: {
        tags: ['importacao'],
        summary: 'Tipos de importação e suas colunas (para a tela de importação)',
        response: { 200: z.array(importKindInfo), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    // (a kind that needs more than the route's flags is listed only to who may import it)
    async (req) =>
      IMPORT_KINDS.filter((k) => !k.flags || isAllowed(userOf(req).access, k.flags)).map((k) => ({
        tipo: k.tipo,
        descricao: k.descricao,
        colunas: k.colunas.map(({ nome, obrigatoria, descricao, exemplo }) => ({
          nome,
          obrigatoria,
          descricao,
          exemplo,
        })),
      })),
  );

  app.get(
    '/:tipo/modelo',
    {
      config: { flags: FLAGS },
      schema: {
        tags: ['importacao'],
        summary: 'Modelo CSV do tipo: cabeçalho separado por ; e uma linha de exemplo (UTF-8 com BOM)',
        params: z.object({ tipo }),
        response: {
          200: z.string().describe('modelo-{tipo}.csv'),
          400: apiError,
          401: apiError,
          403: apiError,
        },
      },
    },
    async (req, reply) => {
      const kind = kindOf(req.params.tipo);
      if (!kind) throw new Error('tipo sem definição');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="modelo-${kind.tipo}.csv"`)
        .send(templateCsv(kind));
    },
  );

  app.post(
    '/:tipo',
    {
      config: { flags: FLAGS, openapiBody: OPENAPI_BODY },
      schema: {
        tags: ['importacao'],
        summary: 'Importa (ou simula, com simular=1) um arquivo do tipo',
        description: BODY_HELP,
        params: z.object({ tipo }),
        querystring: z.object({
          simular: z
            .enum(['0', '1', 'true', 'false'])
            .optional()
            .describe('1: valida e conta, sem gravar nada'),
        }),
        response: {
          200: importResult,
          400: importFailure,
          401: apiError,
          403: apiError,
          413: apiError,
          415: apiError,
          429: apiError,
        },
      },
    },
    async (req, reply) => {
      const kind = kindOf(req.params.tipo);
      if (!kind) throw new Error('tipo sem definição');
      // The route lets integration accounts in; a kind may ask more (users: administrators only).
      if (kind.flags && !isAllowed(userOf(req).access, kind.flags)) throw forbidden(MSG.accessDeniedText);
      const idEmpresa = companyOf(req);
      const simular = req.query.simular === '1' || req.query.simular === 'true';
      await limits.count(idEmpresa);
      const leave = limits.enter(idEmpresa);
      try {
        const source = await sourceOfRequest(req, maxBytes);
        const result = await runImport({
          db: app.db,
          idEmpresa,
          kind,
          author: { idUsuario: userOf(req).idUsuario, nome: userOf(req).desPessoa || userOf(req).desUsuario },
          source,
          simular,
          onStart: (tx) => limits.lock(tx, idEmpresa),
        });
        const { totalErros, ...body } = result;
        if (simular || totalErros === 0) return body;
        const message = IMPORT_MSG.failed(totalErros, false);
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message,
          exception: message,
          linhas: body.linhas,
          inseridas: 0,
          alteradas: 0,
          inalteradas: 0,
          erros: body.erros,
        });
      } finally {
        leave();
      }
    },
  );
};

export default routes;

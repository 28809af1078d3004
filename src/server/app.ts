import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from './db/client';
import { type Env, fastifyTrustProxy } from './env';
import { serializerCompiler } from './lib/serializer';
import { validatorCompiler } from './lib/validator';
import divergencesScheduler from './plugins/app/divergences-scheduler';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import notificationsScheduler from './plugins/app/notifications-scheduler';
import photoRetentionScheduler from './plugins/app/photo-retention-scheduler';
import weeklyDigestScheduler from './plugins/app/weekly-digest-scheduler';
import auth from './plugins/external/auth';
import compress from './plugins/external/compress';
import db from './plugins/external/db';
import securityHeaders from './plugins/external/security-headers';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import authenticateRoutes from './routes/api/authenticate/index';
import nlBaseUsuariosRoutes from './routes/api/nl-base-usuarios/index';
import classesDesperdicioRoutes from './routes/api/v1/classes-desperdicio/index';
import dashLookupsRoutes from './routes/api/v1/dash-lookups/index';
import desafioDashRoutes from './routes/api/v1/desafio-dash/index';
import destinosDashRoutes from './routes/api/v1/destinos-dash/index';
import downloadRoutes from './routes/api/v1/download/index';
import empresasRoutes from './routes/api/v1/empresas/index';
import excedentePorPratosRoutes from './routes/api/v1/excedente-por-pratos-dashboard/index';
import homeDashRoutes from './routes/api/v1/home/index';
import importacaoRoutes from './routes/api/v1/importacao/index';
import metasDashRoutes from './routes/api/v1/metas-dash/index';
import custosUtilitarioRoutes from './routes/api/v1/re-custos-utilitario/index';
import gramaturaPratosRoutes from './routes/api/v1/re-gramatura-pratos/index';
import alertasRoutes from './routes/api/v1/re-tb-alertas/index';
import balancasRoutes from './routes/api/v1/re-tb-balancas/index';
import balancasUnidadeRoutes from './routes/api/v1/re-tb-balancas-unidade/index';
import balancasUnidadesRoutes from './routes/api/v1/re-tb-balancas-unidades/index';
import cadBalancasRoutes from './routes/api/v1/re-tb-cad-balancas/index';
import despApontRoutes from './routes/api/v1/re-tb-desp-apont/index';
import despCustosRoutes from './routes/api/v1/re-tb-desp-custos/index';
import despInsumosRoutes from './routes/api/v1/re-tb-desp-insumos/index';
import despMetasRoutes from './routes/api/v1/re-tb-desp-metas/index';
import desperdiciosDetRoutes from './routes/api/v1/re-tb-desperdicios-det/index';
import desperdiciosDetFotoRoutes from './routes/api/v1/re-tb-desperdicios-det-foto/index';
import desperdiciosRestRoutes from './routes/api/v1/re-tb-desperdicios-rest/index';
import destDesperdicioRoutes from './routes/api/v1/re-tb-dest-desperdicio/index';
import destResiduosRoutes from './routes/api/v1/re-tb-dest-residuos/index';
import divergenciasRoutes from './routes/api/v1/re-tb-divergencias-desp/index';
import gruposRestaurantesRoutes from './routes/api/v1/re-tb-grupos-restaurantes/index';
import historicoAprovRoutes from './routes/api/v1/re-tb-historico-aprov/index';
import inicializaRoutes from './routes/api/v1/re-tb-inicializa-desperdicios/index';
import insumosRoutes from './routes/api/v1/re-tb-insumos/index';
import integracaoRoutes from './routes/api/v1/re-tb-integracao-desperdicio/index';
import itensProdutosRoutes from './routes/api/v1/re-tb-itens-produtos/index';
import kanbanProducaoRoutes from './routes/api/v1/re-tb-kanban-producao/index';
import labelsRoutes from './routes/api/v1/re-tb-labels/index';
import notificacoesRoutes from './routes/api/v1/re-tb-notificacoes/index';
import nrSateliteRoutes from './routes/api/v1/re-tb-nr-satelite/index';
import parametrosRoutes from './routes/api/v1/re-tb-parametros/index';
import produtosRoutes from './routes/api/v1/re-tb-produtos/index';
import recipientesRoutes from './routes/api/v1/re-tb-recipientes/index';
import recipientesPesosRoutes from './routes/api/v1/re-tb-recipientes-pesos/index';
import restBalancasUsuariosRoutes from './routes/api/v1/re-tb-rest-balancas-usuarios/index';
import restaurantesRoutes from './routes/api/v1/re-tb-restaurantes/index';
import satBalancasRoutes from './routes/api/v1/re-tb-sat-balancas/index';
import grupoPratoRoutes from './routes/api/v1/re-tb-tb-grupo-prato/index';
import unidadesSateliteRoutes from './routes/api/v1/re-tb-unidades-satelite/index';
import relatoriosRoutes from './routes/api/v1/relatorios/index';
import resumoSemanalRoutes from './routes/api/v1/resumo-semanal/index';
import volumesDashRoutes from './routes/api/v1/volumes-dash/index';
import healthRoutes from './routes/health';
import { photoStoreFromEnv } from './services/photos/photo-store';
import { photosService } from './services/photos/photos-service';
import { readVersion } from './version';

z.config(z.locales.pt());

export interface BuildOptions {
  env: Env;
  database: Database;
  logger?: Logger | false;
  /** Close the database when the app closes (server.ts); tests share theirs. */
  closeDatabase?: boolean;
}

/** Builds the Fastify app: external plugins, then app services, then routes (the folder is the URL prefix). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(opts.env.TRUST_PROXY),
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External (headers and compression first: their hooks must see every route)
  await app.register(securityHeaders);
  await app.register(compress);
  await app.register(db, { database: opts.database, closeOnShutdown: opts.closeDatabase });
  await app.register(auth, { env: opts.env });
  await app.register(swagger);
  // App
  await app.register(errorHandler);
  await app.register(divergencesScheduler, { enabled: opts.env.DIVERGENCES_SCHEDULE === 'on' });
  const mail = { smtpUrl: opts.env.SMTP_URL, from: opts.env.SMTP_FROM, appUrl: opts.env.APP_URL };
  await app.register(notificationsScheduler, { enabled: opts.env.NOTIFICATIONS_SCHEDULE === 'on', mail });
  await app.register(weeklyDigestScheduler, { enabled: opts.env.NOTIFICATIONS_SCHEDULE === 'on', mail });
  const photos = photosService(opts.database.db, photoStoreFromEnv(opts.env));
  await app.register(photoRetentionScheduler, {
    enabled: opts.env.PHOTO_RETENTION_SCHEDULE === 'on',
    photos,
  });
  // Routes
  await app.register(healthRoutes, { version: readVersion(opts.env.STATIC_DIR) });
  await app.register(authenticateRoutes, {
    prefix: '/api/authenticate',
    env: opts.env,
  });
  await app.register(empresasRoutes, { prefix: '/api/v1/empresas' });
  await app.register(notificacoesRoutes, { prefix: '/api/v1/reTbNotificacoes', mail });
  await app.register(restaurantesRoutes, { prefix: '/api/v1/reTbRestaurantes' });
  await app.register(balancasRoutes, { prefix: '/api/v1/reTbBalancas' });
  await app.register(recipientesPesosRoutes, { prefix: '/api/v1/reTbRecipientesPesos' });
  await app.register(destDesperdicioRoutes, { prefix: '/api/v1/reTbDestDesperdicio' });
  await app.register(parametrosRoutes, { prefix: '/api/v1/reTbParametros' });
  await app.register(itensProdutosRoutes, { prefix: '/api/v1/reTbItensProdutos' });
  await app.register(produtosRoutes, { prefix: '/api/v1/reTbProdutos' });
  await app.register(kanbanProducaoRoutes, { prefix: '/api/v1/reTbKanbanProducao' });
  await app.register(desperdiciosDetRoutes, { prefix: '/api/v1/reTbDesperdiciosDet' });
  await app.register(desperdiciosDetFotoRoutes, { prefix: '/api/v1/reTbDesperdiciosDet/foto', photos });
  await app.register(despApontRoutes, { prefix: '/api/v1/reTbDespApont' });
  await app.register(historicoAprovRoutes, { prefix: '/api/v1/reTbHistoricoAprov' });
  await app.register(unidadesSateliteRoutes, { prefix: '/api/v1/reTbUnidadesSatelite' });
  // Registers (issue 5, SERVER-A)
  await app.register(cadBalancasRoutes, { prefix: '/api/v1/reTbCadBalancas' });
  await app.register(balancasUnidadesRoutes, { prefix: '/api/v1/reTbBalancasUnidades' });
  await app.register(balancasUnidadeRoutes, { prefix: '/api/v1/reTbBalancasUnidade' });
  await app.register(recipientesRoutes, { prefix: '/api/v1/reTbRecipientes' });
  await app.register(restBalancasUsuariosRoutes, { prefix: '/api/v1/reTbRestBalancasUsuarios' });
  await app.register(satBalancasRoutes, { prefix: '/api/v1/reTbSatBalancas' });
  // Satellite counts and users (issue 5, SERVER-B)
  await app.register(nrSateliteRoutes, { prefix: '/api/v1/reTbNrSatelite' });
  // Waste configuration registers and monitoring panels (issue 6)
  await app.register(destResiduosRoutes, { prefix: '/api/v1/reTbDestResiduos' });
  await app.register(desperdiciosRestRoutes, { prefix: '/api/v1/reTbDesperdiciosRest' });
  await app.register(despInsumosRoutes, { prefix: '/api/v1/reTbDespInsumos' });
  await app.register(insumosRoutes, { prefix: '/api/v1/reTbInsumos' });
  await app.register(gramaturaPratosRoutes, { prefix: '/api/v1/reGramaturaPratos' });
  await app.register(grupoPratoRoutes, { prefix: '/api/v1/reTbTbGrupoPrato' });
  await app.register(despMetasRoutes, { prefix: '/api/v1/reTbDespMetas' });
  await app.register(divergenciasRoutes, { prefix: '/api/v1/reTbDivergenciasDesp' });
  await app.register(integracaoRoutes, { prefix: '/api/v1/reTbIntegracaoDesperdicio' });
  await app.register(gruposRestaurantesRoutes, { prefix: '/api/v1/reTbGruposRestaurantes' });
  // Dashboards, labels and reports (issue 7)
  await app.register(homeDashRoutes, { prefix: '/api/v1/home' });
  await app.register(dashLookupsRoutes, { prefix: '/api/v1/dashLookups' });
  await app.register(desafioDashRoutes, { prefix: '/api/v1/desafioDash' });
  await app.register(metasDashRoutes, { prefix: '/api/v1/metasDash' });
  await app.register(volumesDashRoutes, { prefix: '/api/v1/volumesDash' });
  await app.register(destinosDashRoutes, { prefix: '/api/v1/destinosDash' });
  await app.register(excedentePorPratosRoutes, { prefix: '/api/v1/ExcedentePorPratosDashboard' });
  await app.register(labelsRoutes, { prefix: '/api/v1/reTbLabels' });
  await app.register(relatoriosRoutes, { prefix: '/api/v1/relatorios' });
  // Administration (issue 8)
  await app.register(inicializaRoutes, { prefix: '/api/v1/reTbInicializaDesperdicios' });
  await app.register(custosUtilitarioRoutes, { prefix: '/api/v1/reCustosUtilitario' });
  await app.register(despCustosRoutes, { prefix: '/api/v1/reTbDespCustos' });
  await app.register(alertasRoutes, { prefix: '/api/v1/reTbAlertas' });
  await app.register(nlBaseUsuariosRoutes, { prefix: '/api/nlBaseUsuarios' });
  await app.register(importacaoRoutes, { prefix: '/api/v1/importacao', env: opts.env });
  await app.register(downloadRoutes, { prefix: '/api/v1/download', logFile: opts.env.LOG_FILE });
  await app.register(resumoSemanalRoutes, { prefix: '/api/v1/resumoSemanal' });
  await app.register(classesDesperdicioRoutes, { prefix: '/api/v1/classesDesperdicio' });
  await app.register(staticFiles, { dir: opts.env.STATIC_DIR });

  return app as unknown as FastifyInstance;
}

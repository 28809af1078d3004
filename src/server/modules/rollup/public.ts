/** What other modules, plugins and the start-up may use of this module: nothing else of it is imported from outside. */
export { evitavelByRestaurante, evitavelPorDiaEPorRestaurante } from './por-classe';
export {
  checkPeriod,
  indicadoresByRestaurante,
  indicadoresEPorRestaurante,
  indicadoresOf,
  restaurantsOfGroup,
} from './queries';
export { type ChaveComparacao, comparacaoPorChave, kgPorDestino, seriePorPeriodo } from './readers/destinos';
export { excedentePorItemEUnidade } from './readers/excedente-por-pratos';
export { fatorCo2ePorRestaurante } from './readers/fator-co2e';
export {
  custoPorTipoERestaurante,
  kgCustoPorTipoEPeriodo,
  type Truncagem,
} from './readers/kg-custo-por-tipo';
export { kgPorTipoNoDia } from './readers/kg-por-tipo-no-dia';
export {
  type FiltrosFinos,
  filtrosFinos,
  type KgCustoTotaisRow,
  kgCustoPorDiaEPorRestaurante,
  kgPorItemNoDia,
  temFiltroFino,
} from './readers/metas-realizado';
export { referenciaDoResumo } from './readers/referencia';
export {
  comparativoPorTipo,
  desperdiciosPorDia,
  excedentesPorItem,
  type RelatorioScope,
  type RelatorioSomasRow,
} from './readers/relatorios';
export { itensMaisDesperdicados, kgPorDia, metaDaSemana } from './readers/resumo-semanal';
export { type VolumesRow, volumesPorRestaurante, volumesPorSatelite } from './readers/volumes';
export {
  DEFER_RESUMO_DELTAS,
  deferResumoDeltas,
  mergeResumoDeltas,
  pendingResumoDeltas,
  rebuildResumoDia,
  setResumoTriggers,
} from './rebuild';

import { restResource } from '@app/components/register/register-resource';
import { useResourceOptions } from '@app/components/register/use-register';
import type { LovOption } from '@app/components/ui/lov-select';
import { cannotDeleteMessage } from '@domain/rules/registers';
import type { SateliteItem, SateliteRow } from '@domain/schemas/registers';

/**
 * Satellites (spec §7 "Satellites"): GET ?idRestaurante, POST / (a list), DELETE /byIds {idSatelite}, whose
 * answer is the ids that cannot be deleted ('Os seguintes registros não podem ser excluidos {ids}').
 */
export const unidadesSateliteResource = restResource<SateliteRow, SateliteItem>({
  key: 'reTbUnidadesSatelite',
  base: '/api/v1/reTbUnidadesSatelite',
  save: { path: '' },
  remove: {
    path: '/byIds',
    bodyKey: 'idSatelite',
    blockedFromAnswer: (answer) => (Array.isArray(answer) ? answer : []),
    blockedMessage: cannotDeleteMessage,
  },
});

const toOption = (s: SateliteRow): LovOption => ({
  id: s.idSatelite,
  label: `${s.codSatelite} - ${s.desSatelite}`,
  extra: s.indInativo === 1 ? 'inativo' : undefined,
});

/** The company's satellites as options ('codSatelite - desSatelite'). */
export const useUnidadesSateliteOptions = () => useResourceOptions(unidadesSateliteResource, toOption);

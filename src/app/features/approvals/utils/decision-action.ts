/** The decisions on an appointment, as its detail screen asks, confirms and reports them. */
import type { Decisao } from '@app/features/approvals/api/analyse-desp-apont';
import { MSG } from '@domain/messages';

/** What the open dialog asks: a justification, a plain confirmation, or to confirm 'Pedir nova pesagem'. */
export type DialogKind = 'justify' | 'confirm' | 'reweigh';

export const REWEIGH_TITLE = 'Pedir nova pesagem';

export const ACTION = {
  aprovar: {
    label: 'Aprovar',
    title: 'Aprovar apontamento',
    color: 'green',
    done: MSG.approved,
    failed: MSG.approveFailed,
  },
  reprovar: {
    label: 'Reprovar',
    title: 'Reprovar apontamento',
    color: 'red',
    done: MSG.rejected,
    failed: MSG.rejectFailed,
  },
} as const satisfies Record<Decisao, unknown>;

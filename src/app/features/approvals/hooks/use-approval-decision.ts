/**
 * A decision on one appointment (spec §4 Approval, §6, §8): each action first asks the server whether the
 * user may analyse it; then a dialog confirms it: with the required justification when the quantity is beyond
 * min/max and approval is needed, otherwise a plain confirmation sent with 'Parâmetro não exige
 * justificativa'. Every decision is irreversible: none is sent in one tap.
 */
import { type Decisao, useAnalyseDespApont } from '@app/features/approvals/api/analyse-desp-apont';
import { useCheckDespApontPermission } from '@app/features/approvals/api/check-desp-apont-permission';
import { REWEIGH_DONE, REWEIGH_REASON } from '@app/features/approvals/components/request-reweigh-button';
import { ACTION, type DialogKind } from '@app/features/approvals/utils/decision-action';
import { APPROVALS_PATH } from '@app/features/approvals/utils/format';
import { ApiError, getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/session';
import { MSG } from '@domain/messages';
import { needsJustification } from '@domain/rules/approvals';
import type { ApontamentoAnalise } from '@domain/schemas/approvals';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export function useApprovalDecision(a: ApontamentoAnalise, onRefresh: () => void) {
  const session = useSession();
  const idUsuario = session.account?.usuario.idUsuario;
  const navigate = useNavigate();
  const checkPermission = useCheckDespApontPermission();
  const analyse = useAnalyseDespApont();
  const [checking, setChecking] = useState<Decisao | null>(null);
  /** The action under way is 'Pedir nova pesagem' (a reject with its fixed reason). */
  const [reweigh, setReweigh] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Decisao | null>(null);
  /** What the open dialog asks: a justification, a plain confirmation, or to confirm 'Pedir nova pesagem'. */
  const [dialogKind, setDialogKind] = useState<DialogKind>('justify');
  const [justificativa, setJustificativa] = useState('');
  const [justificativaError, setJustificativaError] = useState<string | null>(null);

  const busy = checking !== null || analyse.isPending;

  function openDialog(decisao: Decisao, kind: DialogKind = 'justify') {
    setJustificativa('');
    setJustificativaError(null);
    setDialogKind(kind);
    setDialog(decisao);
  }

  function submit(decisao: Decisao, text: string) {
    analyse.mutate(
      { idApontamento: a.idApontamento, decisao, justificativa: text },
      {
        onSuccess: () => {
          setDialog(null);
          notifySuccess(text === REWEIGH_REASON ? REWEIGH_DONE : ACTION[decisao].done);
          navigate(APPROVALS_PATH);
        },
        onError: (error) => {
          notifyError(getErrorMessage(error, ACTION[decisao].failed), ACTION[decisao].failed);
          if (error instanceof ApiError && error.status === 409) {
            // Already analysed (by someone else) or no longer pending: show how it stands now.
            setDialog(null);
            onRefresh();
          } else if (
            error instanceof ApiError &&
            error.status === 400 &&
            error.message === MSG.justificationRequired &&
            (dialog === null || dialogKind === 'confirm')
          ) {
            // The server sees the quantity out of tolerance: ask for the justification after all.
            openDialog(decisao);
          }
        },
      },
    );
  }

  /** `reweighing`: 'Pedir nova pesagem', a rejection with its fixed reason (confirmed, never typed). */
  async function start(decisao: Decisao, reweighing = false) {
    if (busy) return;
    setRefusal(null);
    setReweigh(reweighing);
    setChecking(decisao);
    try {
      const permission =
        idUsuario === undefined
          ? { podeAnalisar: false, exception: MSG.approvalNoPermission }
          : await checkPermission(a.idApontamento, idUsuario);
      if (!permission.podeAnalisar) {
        setRefusal(permission.exception || MSG.approvalNoPermission);
        return;
      }
    } catch (error) {
      notifyError(getErrorMessage(error, ACTION[decisao].failed), ACTION[decisao].failed);
      return;
    } finally {
      setChecking(null);
    }
    if (reweighing) openDialog(decisao, 'reweigh');
    else if (needsJustification(a)) openDialog(decisao, 'justify');
    else openDialog(decisao, 'confirm');
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!dialog) return;
    if (dialogKind === 'reweigh') return submit(dialog, REWEIGH_REASON);
    if (dialogKind === 'confirm') return submit(dialog, MSG.approvalAutoJustification);
    const text = justificativa.trim();
    if (!text) {
      setJustificativaError(MSG.justificationRequired);
      return;
    }
    submit(dialog, text);
  }

  /** The justification as it is typed: typing clears its message. */
  function typeJustificativa(text: string) {
    setJustificativa(text);
    if (justificativaError) setJustificativaError(null);
  }

  const closeDialog = () => setDialog(null);

  return {
    start,
    confirm,
    closeDialog,
    typeJustificativa,
    checking,
    reweigh,
    refusal,
    dialog,
    dialogKind,
    justificativa,
    justificativaError,
    busy,
    /** The decision being sent, while it is. */
    sending: analyse.isPending ? (analyse.variables?.decisao ?? null) : null,
    sendingAny: analyse.isPending,
  };
}

export type ApprovalDecision = ReturnType<typeof useApprovalDecision>;

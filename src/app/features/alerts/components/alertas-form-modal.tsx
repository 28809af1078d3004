/**
 * 'Novo alerta': the description, the icon type, the rule and its parameters (waste type, limit), the target
 * (a group and/or a user of the company) and the switches. Validated with the API's own schema before it is
 * sent; the server's refusal (e.g. a user without access to the company) is shown in the dialog.
 */

import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import { DialogActions } from '@app/components/ui/dialog-actions';
import { LovSelect } from '@app/components/ui/lov-select';
import { useCreateAlertas } from '@app/features/alerts/api/create-alertas';
import { useBaseUsuariosLovOptions } from '@app/features/alerts/api/get-base-usuarios-lov';
import { getErrorMessage } from '@app/lib/api-client';
import { notifySuccess } from '@app/lib/notify';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import {
  ALERT_MSG,
  type AlertaInput,
  alertaInput,
  TIP_ALERTA_LABEL,
  TIP_REGRA,
  TIP_REGRA_LABEL,
} from '@domain/schemas/alerts';
import { Alert, Group, Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface FormValues {
  desAlerta: string;
  tipAlerta: string;
  tipRegra: string;
  idGrupo: number | null;
  idUsuario: number | null;
  tipDesperdicio: string | null;
  vlrLimite: number | string;
  indStatus: boolean;
  indNotificar: boolean;
  indEmail: boolean;
}

const EMPTY: FormValues = {
  desAlerta: '',
  tipAlerta: '0',
  tipRegra: String(TIP_REGRA.SemApontamento),
  idGrupo: null,
  idUsuario: null,
  tipDesperdicio: null,
  vlrLimite: '',
  indStatus: true,
  indNotificar: true,
  indEmail: false,
};

const options = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function toAlertaInput(v: FormValues): AlertaInput {
  return {
    desAlerta: v.desAlerta,
    tipAlerta: Number(v.tipAlerta) as 0 | 1 | 2,
    tipRegra: Number(v.tipRegra) as 0 | 1 | 2,
    idGrupo: v.idGrupo,
    idUsuario: v.idUsuario,
    tipDesperdicio: v.tipDesperdicio === null ? null : Number(v.tipDesperdicio),
    vlrLimite: v.vlrLimite === '' ? null : Number(v.vlrLimite),
    indStatus: v.indStatus ? 1 : 0,
    indNotificar: v.indNotificar ? 1 : 0,
    indEmail: v.indEmail ? 1 : 0,
  };
}

export function AlertasFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const grupos = useGrupoRestauranteOptions();
  const usuarios = useBaseUsuariosLovOptions(opened);
  const create = useCreateAlertas();

  const set = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      if ('idUsuario' in patch) delete next.idGrupo;
      return next;
    });
    setServerError(null);
  };

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setServerError(null);
    onClose();
  };

  function submit() {
    const body = toAlertaInput(values);
    const parsed = alertaInput.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'desAlerta');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        notifySuccess(ALERT_MSG.created);
        close();
      },
      onError: (error) => setServerError(getErrorMessage(error)),
    });
  }

  const regra = Number(values.tipRegra);
  return (
    <Modal opened={opened} onClose={close} title="Novo alerta" size="lg" centered>
      <Stack gap="sm">
        <TextInput
          size="md"
          label="Descrição"
          withAsterisk
          value={values.desAlerta}
          maxLength={500}
          error={errors.desAlerta}
          onChange={(e) => set({ desAlerta: e.currentTarget.value })}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            size="md"
            label="Tipo"
            data={options(TIP_ALERTA_LABEL)}
            value={values.tipAlerta}
            allowDeselect={false}
            error={errors.tipAlerta}
            onChange={(v) => set({ tipAlerta: v ?? '0' })}
          />
          <Select
            size="md"
            label="Regra"
            data={options(TIP_REGRA_LABEL)}
            value={values.tipRegra}
            allowDeselect={false}
            error={errors.tipRegra}
            onChange={(v) => set({ tipRegra: v ?? '0' })}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            size="md"
            label="Tipo de desperdício"
            placeholder="Todos"
            clearable
            data={options(TIP_DESPERDICIO_LABEL)}
            value={values.tipDesperdicio}
            error={errors.tipDesperdicio}
            onChange={(v) => set({ tipDesperdicio: v })}
          />
          {regra === TIP_REGRA.AcimaDaMeta && (
            <NumberInput
              size="md"
              label="Limite sem meta (kg)"
              description="Usado nas unidades sem meta cadastrada"
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={3}
              min={0}
              allowNegative={false}
              value={values.vlrLimite}
              error={errors.vlrLimite}
              onChange={(v) => set({ vlrLimite: v })}
            />
          )}
        </Group>
        <Text size="sm" fw={500}>
          Destino (grupo e/ou usuário)
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <LovSelect
            size="md"
            label="Grupo"
            options={grupos.options}
            loading={grupos.loading}
            value={values.idGrupo}
            error={errors.idGrupo}
            onChange={(idGrupo) => set({ idGrupo })}
          />
          <LovSelect
            size="md"
            label="Usuário"
            hideId
            options={usuarios.options}
            loading={usuarios.loading}
            value={values.idUsuario}
            error={errors.idUsuario}
            onChange={(idUsuario) => set({ idUsuario })}
          />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Switch
            size="md"
            label="Ativo"
            checked={values.indStatus}
            onChange={(e) => set({ indStatus: e.currentTarget.checked })}
          />
          <Switch
            size="md"
            label="Notificar"
            checked={values.indNotificar}
            onChange={(e) => set({ indNotificar: e.currentTarget.checked })}
          />
          <Switch
            size="md"
            label="Enviar e-mail"
            checked={values.indEmail}
            onChange={(e) => set({ indEmail: e.currentTarget.checked })}
          />
        </Group>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <DialogActions confirmLabel="Salvar" onConfirm={submit} onCancel={close} loading={create.isPending} />
      </Stack>
    </Modal>
  );
}

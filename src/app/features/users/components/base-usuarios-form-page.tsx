/**
 * /formNlBaseUsuarios/:idUsuario and /formNlBaseUsuarios — one base user (spec §2 user administration, §3
 * Base user, §7 Users, §8 'Usuário de id {id} não existe'). Nome, Usuário, E-mail and Senha; the password is
 * required on create and, on edit, left blank to keep the stored one (it is never returned nor prefilled).
 * Leaving with unsaved changes asks first.
 */
import { LoadError, LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { useBaseUsuarios } from '@app/features/users/api/get-base-usuarios';
import { useSaveBaseUsuarios } from '@app/features/users/api/save-base-usuarios';
import { BaseUsuariosAcessosPanel } from '@app/features/users/components/base-usuarios-acessos-panel';
import { useBaseUsuariosRights } from '@app/features/users/hooks/use-base-usuarios-rights';
import {
  BASE_USUARIOS_LIST_PATH,
  type BaseUsuariosFormErrors,
  type BaseUsuariosFormValues,
  baseUsuariosFormErrors,
  baseUsuariosToForm,
  emptyBaseUsuariosForm,
  toSaveBody,
} from '@app/features/users/utils/base-usuarios-form';
import { useUnsavedChangesGuard } from '@app/hooks/use-unsaved-changes-guard';
import { ApiError, getErrorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@app/lib/dayjs';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import { PASSWORD_HINT } from '@domain/rules/password';
import type { BaseUsuario } from '@domain/schemas/registers';
import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconArrowLeft aria-hidden size={18} />} onClick={onClick}>
      Voltar
    </Button>
  );
}

export function BaseUsuariosFormPage({ title }: ScreenProps) {
  const navigate = useNavigate();
  const params = useParams();
  const raw = params.idUsuario;
  const editing = raw !== undefined && raw !== '';
  const id = editing ? Number(raw) : null;
  const validId = id !== null && Number.isInteger(id) && id > 0;
  const query = useBaseUsuarios(validId ? id : null);
  const rights = useBaseUsuariosRights();
  const back = () => void navigate(BASE_USUARIOS_LIST_PATH);

  const notFound = editing && (!validId || (query.error instanceof ApiError && query.error.status === 404));

  let content: ReactNode;
  if (notFound) {
    content = (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        data-testid="usuario-inexistente"
      >
        {MSG.userNotFound(raw ?? '')}
      </Alert>
    );
  } else if (!editing && !rights.canCreate) {
    content = (
      <Alert color="yellow" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {MSG.userAdminOnly}
      </Alert>
    );
  } else if (editing && query.isError) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (editing && !query.data) {
    content = <LoadingLine />;
  } else {
    const user = query.data ?? null;
    content = (
      <Stack gap="lg">
        <UserForm
          key={user?.idUsuario ?? 'novo'}
          user={user}
          readOnly={user !== null && !rights.canEdit(user.idUsuario)}
          onCancel={back}
        />
        {user && rights.isAdmin && <BaseUsuariosAcessosPanel idUsuario={user.idUsuario} />}
      </Stack>
    );
  }

  return (
    <Page title={title} actions={<BackButton onClick={back} />}>
      {content}
    </Page>
  );
}

function UserForm({
  user,
  readOnly,
  onCancel,
}: {
  user: BaseUsuario | null;
  /** Another user seen by a non-administrator: shown, not editable. */
  readOnly: boolean;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const creating = user === null;
  const [initial, setInitial] = useState<BaseUsuariosFormValues>(() =>
    user ? baseUsuariosToForm(user) : emptyBaseUsuariosForm(),
  );
  const [values, setValues] = useState<BaseUsuariosFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const save = useSaveBaseUsuarios();

  const dirty = (Object.keys(values) as (keyof BaseUsuariosFormValues)[]).some(
    (k) => values[k] !== initial[k],
  );
  useUnsavedChangesGuard(dirty);
  // After a save the form is clean again; leave once the guard knows it (its blocker is then off).
  useEffect(() => {
    if (leaving && !dirty) void navigate(BASE_USUARIOS_LIST_PATH);
  }, [leaving, dirty, navigate]);

  const errors: BaseUsuariosFormErrors = submitted ? baseUsuariosFormErrors(values, creating) : {};
  const set = (field: keyof BaseUsuariosFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(baseUsuariosFormErrors(values, creating)).length > 0) return;
    try {
      await save.mutateAsync(toSaveBody(values, user?.idUsuario ?? null));
      notifySuccess(MSG.savedSuccessfully);
      setInitial(values);
      setLeaving(true);
    } catch (error) {
      notifyError(getErrorMessage(error));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" maw={880}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Dados do usuário">
        <Stack gap="md">
          {readOnly && (
            <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
              {MSG.userAdminOnly}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Nome"
              required
              autoComplete="name"
              maxLength={200}
              value={values.desPessoa}
              onChange={set('desPessoa')}
              readOnly={readOnly}
              error={errors.desPessoa}
            />
            <TextInput
              label="Usuário"
              required
              autoComplete="username"
              maxLength={100}
              value={values.desUsuario}
              onChange={set('desUsuario')}
              readOnly={readOnly}
              error={errors.desUsuario}
            />
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              maxLength={200}
              value={values.desEmail}
              onChange={set('desEmail')}
              readOnly={readOnly}
              error={errors.desEmail}
            />
            {!readOnly && (
              <PasswordInput
                label="Senha"
                required={creating}
                autoComplete="new-password"
                description={
                  creating ? PASSWORD_HINT : `Deixe em branco para manter a senha atual. ${PASSWORD_HINT}`
                }
                value={values.desSenha}
                onChange={set('desSenha')}
                error={errors.desSenha}
              />
            )}
          </SimpleGrid>
          {user && (
            <Text size="sm" c="dimmed">
              Criado em {formatDateTime(user.dtaCriacao)} · Alterado em {formatDateTime(user.dtaAlteracao)}
            </Text>
          )}
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy aria-hidden />} loading={save.isPending}>
                Salvar
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

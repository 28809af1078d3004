/**
 * /listNlBaseUsuarios — user administration (spec §2, §7 Users): a search over the base users, paged, with
 * 'Novo usuário', edit (the row or its button opens /formNlBaseUsuarios/{id}) and delete after a
 * confirmation.
 */
import { LoadError, LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { Pager, pageOf, usePaging } from '@app/components/ui/pager';
import { useDeleteBaseUsuarios } from '@app/features/users/api/delete-base-usuarios';
import { useSearchBaseUsuarios } from '@app/features/users/api/search-base-usuarios';
import { useBaseUsuariosRights } from '@app/features/users/hooks/use-base-usuarios-rights';
import { baseUsuariosFormPath } from '@app/features/users/utils/base-usuarios-form';
import { getErrorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@app/lib/dayjs';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import type { BaseUsuario } from '@domain/schemas/registers';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export const BASE_USUARIOS_DELETE_CONFIRM = (u: Pick<BaseUsuario, 'desPessoa' | 'desUsuario'>) =>
  `Excluir o usuário ${u.desPessoa} (${u.desUsuario})? Esta ação não pode ser desfeita.`;
export const BASE_USUARIOS_DELETED = 'Usuário excluído';

export function BaseUsuariosPage({ title }: ScreenProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const { page, size, setPage, onSize } = usePaging();
  const query = useSearchBaseUsuarios({ search: search || null });
  const remove = useDeleteBaseUsuarios();
  const rights = useBaseUsuariosRights();

  const all = query.isError ? [] : (query.data ?? []);
  const total = all.length;
  const { current, rows } = pageOf(all, page, size);

  function submit(event: FormEvent) {
    event.preventDefault();
    setPage(0);
    if (text.trim() === search) void query.refetch();
    else setSearch(text.trim());
  }

  function askDelete(u: BaseUsuario) {
    modals.openConfirmModal({
      title: 'Excluir usuário',
      children: <Text size="sm">{BASE_USUARIOS_DELETE_CONFIRM(u)}</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(u.idUsuario, {
          onSuccess: () => notifySuccess(BASE_USUARIOS_DELETED),
          onError: (error) => notifyError(getErrorMessage(error)),
        }),
    });
  }

  return (
    <Page
      title={title}
      actions={
        rights.canCreate && (
          <Button
            component={Link}
            to={baseUsuariosFormPath()}
            leftSection={<IconPlus aria-hidden size={18} />}
          >
            Novo usuário
          </Button>
        )
      }
    >
      <Card withBorder radius="md" padding="md">
        <form onSubmit={submit} aria-label="Pesquisar usuários">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Pesquisar"
              placeholder="Nome, usuário ou e-mail"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: '1 1 280px' }}
            />
            <Button
              type="submit"
              leftSection={<IconSearch aria-hidden size={18} />}
              loading={query.isFetching}
            >
              Pesquisar
            </Button>
          </Group>
        </form>
      </Card>

      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending ? (
        <LoadingLine />
      ) : !query.isError && rows.length === 0 ? (
        <Card withBorder radius="md">
          <Text c="dimmed">{MSG.noData}</Text>
        </Card>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="lista-usuarios">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Usuário</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Criado em</Table.Th>
                <Table.Th>Alterado em</Table.Th>
                <Table.Th w={112}>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((u) => (
                <Table.Tr
                  key={u.idUsuario}
                  data-testid={`usuario-${u.idUsuario}`}
                  style={{ cursor: 'pointer' }}
                  onClick={(event) => {
                    // The buttons and the link of the row act on their own.
                    if ((event.target as HTMLElement).closest('a, button')) return;
                    void navigate(baseUsuariosFormPath(u.idUsuario));
                  }}
                >
                  <Table.Td>
                    <Anchor component={Link} to={baseUsuariosFormPath(u.idUsuario)} fw={600}>
                      {u.desPessoa}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{u.desUsuario}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.desEmail}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(u.dtaCriacao)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(u.dtaAlteracao)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Tooltip label={rights.canEdit(u.idUsuario) ? 'Editar' : 'Visualizar'}>
                        <ActionIcon
                          component={Link}
                          to={baseUsuariosFormPath(u.idUsuario)}
                          variant="subtle"
                          size={44}
                          aria-label={`${rights.canEdit(u.idUsuario) ? 'Editar' : 'Visualizar'} usuário ${u.desUsuario}`}
                        >
                          {rights.canEdit(u.idUsuario) ? (
                            <IconPencil aria-hidden size={20} />
                          ) : (
                            <IconEye aria-hidden size={20} />
                          )}
                        </ActionIcon>
                      </Tooltip>
                      {rights.canDelete(u.idUsuario) && (
                        <Tooltip label="Excluir">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size={44}
                            aria-label={`Excluir usuário ${u.desUsuario}`}
                            onClick={() => askDelete(u)}
                            loading={remove.isPending && remove.variables === u.idUsuario}
                          >
                            <IconTrash aria-hidden size={20} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      {!query.isError && total > 0 && (
        <Pager page={current} size={size} total={total} onPage={setPage} onSize={onSize} />
      )}
    </Page>
  );
}

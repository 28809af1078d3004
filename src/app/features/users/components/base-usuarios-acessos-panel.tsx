/**
 * The access of a user in the administrator's company, on /formNlBaseUsuarios/:idUsuario (indRetAdm only):
 * the ind* flags of the access record as switches (spec §3, §6), the approval rights per restaurant (searchable,
 * a whole group at once), and the history of every change (who, what, when, before → after).
 */
import { LoadError, LoadingLine } from '@app/components/ui/load-status';
import { useBaseUsuariosAcessos } from '@app/features/users/api/get-base-usuarios-acessos';
import { useBaseUsuariosAcessosHistorico } from '@app/features/users/api/get-base-usuarios-acessos-historico';
import { useBaseUsuariosAcessosRestaurantes } from '@app/features/users/api/get-base-usuarios-acessos-restaurantes';
import { useSaveBaseUsuariosAcessos } from '@app/features/users/api/save-base-usuarios-acessos';
import {
  acessosChanged,
  groupRestaurantes,
  type RestaurantesGroup,
  restaurantesLabel,
} from '@app/features/users/utils/base-usuarios-acessos-form';
import { getErrorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@app/lib/dayjs';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { ACCESS_FLAG_INFO, ACCESS_FLAGS, hasAnyAccess } from '@domain/access';
import { MSG } from '@domain/messages';
import type { AccessFlags, AccessRestaurant, UserAccess } from '@domain/schemas/user-access';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';

/** Rows of at least 44 px: touch targets. */
const TOUCH = { body: { minHeight: 44, alignItems: 'center' } } as const;

export function BaseUsuariosAcessosPanel({ idUsuario }: { idUsuario: number }) {
  const access = useBaseUsuariosAcessos(idUsuario);
  const restaurants = useBaseUsuariosAcessosRestaurantes();
  let content: ReactNode;
  if (access.isError) content = <LoadError error={access.error} onRetry={() => void access.refetch()} />;
  else if (restaurants.isError)
    content = <LoadError error={restaurants.error} onRetry={() => void restaurants.refetch()} />;
  else if (!access.data || !restaurants.data) content = <LoadingLine />;
  else
    content = (
      <AccessForm
        key={JSON.stringify(access.data)}
        idUsuario={idUsuario}
        access={access.data}
        restaurants={restaurants.data}
      />
    );
  return (
    <Stack gap="lg" maw={880}>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="acessos-titulo">
        <Title order={2} size="h4" id="acessos-titulo" mb="sm">
          Acessos nesta empresa
        </Title>
        {content}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="historico-titulo">
        <Title order={2} size="h4" id="historico-titulo" mb="sm">
          Histórico de acessos
        </Title>
        <AccessHistory idUsuario={idUsuario} />
      </Card>
    </Stack>
  );
}

function AccessForm({
  idUsuario,
  access,
  restaurants,
}: {
  idUsuario: number;
  access: UserAccess;
  restaurants: AccessRestaurant[];
}) {
  const initial = useMemo(
    () => ({ flags: access.flags, restaurantes: new Set(access.restaurantes) }),
    [access],
  );
  const [flags, setFlags] = useState<AccessFlags>(access.flags);
  const [selected, setSelected] = useState<ReadonlySet<number>>(initial.restaurantes);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBaseUsuariosAcessos(idUsuario);

  const dirty = acessosChanged({ flags, restaurantes: selected }, initial);
  const groups = useMemo(() => groupRestaurantes(restaurants, search), [restaurants, search]);
  const noAccess = !hasAnyAccess(flags);

  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function submit() {
    setError(null);
    try {
      await save.mutateAsync({ flags, restaurantes: [...selected].sort((a, b) => a - b) });
      notifySuccess(MSG.accessSaved);
    } catch (err) {
      const message = getErrorMessage(err);
      setError(message);
      notifyError(message);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={4} role="group" aria-label="Permissões">
        {ACCESS_FLAGS.map((flag) => (
          <Switch
            key={flag}
            size="md"
            styles={TOUCH}
            checked={flags[flag]}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setFlags((f) => ({ ...f, [flag]: checked }));
            }}
            label={ACCESS_FLAG_INFO[flag].label}
            description={ACCESS_FLAG_INFO[flag].description}
            data-flag={flag}
          />
        ))}
      </Stack>
      {noAccess && (
        <Text size="sm" c="dimmed">
          Sem nenhuma permissão marcada, o usuário não consegue entrar nesta empresa.
        </Text>
      )}

      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            Aprovação de apontamentos por restaurante
          </Title>
          <Badge variant="light" aria-live="polite">
            {selected.size === 1 ? '1 restaurante' : `${selected.size} restaurantes`}
          </Badge>
        </Group>
        <TextInput
          label="Buscar restaurante ou grupo"
          placeholder="Código, nome ou grupo"
          leftSection={<IconSearch aria-hidden size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          size="md"
        />
        {restaurants.length === 0 ? (
          <Text size="sm" c="dimmed">
            A empresa não tem restaurantes cadastrados.
          </Text>
        ) : groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MSG.noResults}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={380} type="auto" offsetScrollbars>
            <Stack gap="sm">
              {groups.map((g) => (
                <RestaurantGroupBox
                  key={g.idGrupo ?? 'sem-grupo'}
                  group={g}
                  selected={selected}
                  toggle={toggle}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>

      {error && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} data-testid="acessos-erro">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowBackUp aria-hidden />}
          disabled={!dirty || save.isPending}
          onClick={() => {
            setFlags(initial.flags);
            setSelected(initial.restaurantes);
            setError(null);
          }}
        >
          Desfazer
        </Button>
        <Button
          size="md"
          leftSection={<IconDeviceFloppy aria-hidden />}
          loading={save.isPending}
          disabled={!dirty}
          onClick={() => void submit()}
        >
          Salvar acessos
        </Button>
      </Group>
    </Stack>
  );
}

function RestaurantGroupBox({
  group,
  selected,
  toggle,
}: {
  group: RestaurantesGroup;
  selected: ReadonlySet<number>;
  toggle: (ids: number[], on: boolean) => void;
}) {
  const ids = group.all.map((r) => r.idRestaurante);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <Stack gap={0}>
      {group.idGrupo === null ? (
        <Text fw={600} size="sm" py="xs">
          Sem grupo
        </Text>
      ) : (
        <Checkbox
          size="md"
          styles={TOUCH}
          fw={600}
          label={`Grupo ${group.label} (${ids.length === 1 ? '1 restaurante' : `${ids.length} restaurantes`})`}
          checked={count === ids.length}
          indeterminate={count > 0 && count < ids.length}
          onChange={(e) => toggle(ids, e.currentTarget.checked)}
        />
      )}
      <Stack gap={0} pl="lg">
        {group.shown.map((r) => (
          <Checkbox
            key={r.idRestaurante}
            size="md"
            styles={TOUCH}
            label={r.indInativo ? `${restaurantesLabel(r)} (inativo)` : restaurantesLabel(r)}
            checked={selected.has(r.idRestaurante)}
            onChange={(e) => toggle([r.idRestaurante], e.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function AccessHistory({ idUsuario }: { idUsuario: number }) {
  const history = useBaseUsuariosAcessosHistorico(idUsuario);
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <LoadingLine />;
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração de acesso registrada.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped verticalSpacing="xs" aria-label="Histórico de acessos" data-testid="historico-acessos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Quem</Table.Th>
            <Table.Th>O quê</Table.Th>
            <Table.Th>Antes → depois</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((h) => (
            <Table.Tr key={h.idHistorico}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.dtaRegistro)}</Table.Td>
              <Table.Td>{h.desAutor}</Table.Td>
              <Table.Td>{h.desAlteracao}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {h.desAntes} → {h.desDepois}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

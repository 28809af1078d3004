/**
 * /resumoSemanal — a unit's weekly digest for any week, the same the Monday e-mail brings its approvers and
 * managers: kg, g per meal, R$ and kg CO2e against the goal and the week before, the five most wasted items, the
 * weighings waiting for approval and kg per day. The unit and the week are in the address (the e-mail's link
 * opens it); the week is any day of it, shown from Monday to Sunday. Opened without a unit, it shows the one
 * the user last chose here (remembered per device, user and company). Links lead only where the user may go
 * (the router's own access rule). The signed-in user switches the e-mail on or off here.
 */

import { BarChart } from '@app/components/charts/bar-chart';
import { DateField } from '@app/components/ui/date-field';
import { LoadError, LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { useResumoSemanal } from '@app/features/dashboards/api/get-resumo-semanal';
import { useInscricao, useSaveInscricao } from '@app/features/dashboards/api/resumo-semanal-inscricao';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/session';
import { formatBRL, formatCo2e, formatG, formatKg } from '@app/lib/value-format';
import type { ScreenProps } from '@app/types/screen';
import { routeAccess } from '@app/utils/navigation';
import { addDays, isIsoDate, isoToBr, mondayOf, toIsoLocal } from '@domain/dates';
import type { ResumoSemanal, SemanaNumeros } from '@domain/schemas/resumo-semanal';
import { Anchor, Card, Group, List, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readResumoRestaurante, writeResumoRestaurante } from '../lib/resumo-restaurante-cache';

const DIAS = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'];

/** '+12,5% que a semana anterior', or what to say when there is nothing to compare with. */
function versus(now: number, before: number): string {
  if (before <= 0) return now > 0 ? 'Sem registros na semana anterior' : 'Igual à semana anterior';
  const pc = ((now - before) / before) * 100;
  const text = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    pc,
  );
  return `${text}% em relação à semana anterior`;
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="sm">{hint}</Text>
    </Card>
  );
}

function Figures({ d }: { d: ResumoSemanal }) {
  const a: SemanaNumeros = d.atual;
  const goal =
    d.metaKg === null
      ? 'Sem meta cadastrada'
      : d.qtdKgComMeta > d.metaKg
        ? `Acima da meta em ${formatKg(d.qtdKgComMeta - d.metaKg)}`
        : `Dentro da meta: ${formatKg(d.metaKg - d.qtdKgComMeta)} abaixo`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
      <Figure label="Desperdício" value={formatKg(a.qtdKg)} hint={versus(a.qtdKg, d.anterior.qtdKg)} />
      <Figure label="Meta da semana" value={d.metaKg === null ? '–' : formatKg(d.metaKg)} hint={goal} />
      <Figure
        label="Por refeição"
        value={formatG(a.gPorRefeicao)}
        hint={
          a.gPorRefeicao === null
            ? 'Sem refeições registradas'
            : `Semana anterior: ${formatG(d.anterior.gPorRefeicao)}`
        }
      />
      <Figure
        label="Custo"
        value={formatBRL(a.vlrCusto)}
        hint={`Semana anterior: ${formatBRL(d.anterior.vlrCusto)}`}
      />
      <Figure
        label="Emissões"
        value={formatCo2e(a.co2eKg)}
        hint={`Semana anterior: ${formatCo2e(d.anterior.co2eKg)}`}
      />
    </SimpleGrid>
  );
}

const APPROVALS_PATH = '/reApontDesperdicios/aprovacao';

function Digest({ d, canApprove }: { d: ResumoSemanal; canApprove: boolean }) {
  // The week's range is above: the days go by their names.
  const chart = d.porDia.map((p, i) => ({ dia: DIAS[i], qtdKg: p.qtdKg }));
  return (
    <Stack gap="md" data-testid="weekly-digest">
      <Text>
        <b>
          {d.idRestaurante} - {d.desRestaurante}
        </b>
        : semana de {isoToBr(d.semana)} a {isoToBr(d.semanaFim)}
      </Text>
      <Figures d={d} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h5" mb="xs">
            Os itens mais desperdiçados
          </Title>
          {d.itens.length === 0 ? (
            <Text c="dimmed">Nenhum item com desperdício registrado na semana.</Text>
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th ta="right">Desperdício</Table.Th>
                    <Table.Th ta="right">Custo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.itens.map((i, n) => (
                    <Table.Tr key={`${n}-${i.desItem}`}>
                      <Table.Td>{i.desItem}</Table.Td>
                      <Table.Td ta="right">{formatKg(i.qtdKg)}</Table.Td>
                      <Table.Td ta="right">{formatBRL(i.vlrCusto)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {d.sobreproducao.length > 0 && (
            <>
              <Title order={3} size="h6" mt="md" mb="xs">
                Produção acima do necessário
              </Title>
              <List size="sm" spacing={4} data-testid="sobreproducao">
                {d.sobreproducao.map((s) => (
                  <List.Item key={s.desItem}>
                    {s.desItem}: {formatKg(s.qtdKgEvitavel)} evitáveis ({formatBRL(s.vlrEvitavel)}); sugestão:{' '}
                    {formatKg(s.qtdSugeridaMedia)} por dia
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text mt="sm">
            Aguardando aprovação: <b>{d.pendentesAprovacao}</b>{' '}
            {d.pendentesAprovacao === 1 ? 'apontamento' : 'apontamentos'}
            {d.pendentesAprovacao > 0 && canApprove && (
              <>
                {' · '}
                <Anchor component={Link} to={APPROVALS_PATH} underline="always">
                  Ver aprovações
                </Anchor>
              </>
            )}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h5" mb="xs">
            Desperdício por dia (kg)
          </Title>
          <BarChart
            data={chart}
            keys={['qtdKg']}
            indexBy="dia"
            unit="kg"
            height={240}
            keyLabels={{ qtdKg: 'Desperdício' }}
            ariaLabel="Desperdício por dia da semana, em kg"
          />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function EmailSwitch() {
  const inscricao = useInscricao();
  const save = useSaveInscricao();
  return (
    <Switch
      size="md"
      label="Receber o resumo por e-mail toda segunda-feira"
      checked={inscricao.data?.indResumoSemanal !== 0}
      disabled={!inscricao.data || save.isPending}
      onChange={(e) =>
        save.mutate(
          { indResumoSemanal: e.currentTarget.checked ? 1 : 0 },
          { onSuccess: (r) => notifySuccess(r.message), onError: (err) => notifyError(getErrorMessage(err)) },
        )
      }
    />
  );
}

export function ResumoSemanalPage({ title }: ScreenProps) {
  const session = useSession();
  const email = session.account?.email;
  const idEmpresa = session.empresa?.idEmpresa;
  const canApprove = routeAccess(APPROVALS_PATH, session.permission) === 'allowed';
  const [params, setParams] = useSearchParams();
  const inAddress = Number(params.get('idRestaurante')) || null;
  const idRestaurante = inAddress ?? readResumoRestaurante(email, idEmpresa);
  const asked = params.get('semana') ?? '';
  // Last week by default; any day chosen stands for its week.
  const semana = isIsoDate(asked) ? mondayOf(asked) : addDays(mondayOf(toIsoLocal(new Date())), -7);
  const digest = useResumoSemanal(idRestaurante ? { idRestaurante, semana } : null);
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // The remembered unit goes into the address (a reload or a shared link keeps it).
  useEffect(() => {
    if (!inAddress && idRestaurante) set('idRestaurante', String(idRestaurante));
  });
  const choose = (id: number | null) => {
    writeResumoRestaurante(email, idEmpresa, id);
    set('idRestaurante', id ? String(id) : null);
  };
  return (
    <Page title={title}>
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <RestaurantesLov
            label="Restaurante"
            value={idRestaurante}
            onChange={choose}
            w={{ base: '100%', sm: 480 }}
            size="md"
          />
          <DateField
            label="Semana"
            description={`${isoToBr(semana)} a ${isoToBr(addDays(semana, 6))}`}
            inputWrapperOrder={['label', 'input', 'description']}
            value={semana}
            onChange={(iso) => iso && set('semana', mondayOf(iso))}
            w={{ base: '100%', sm: 200 }}
            size="md"
          />
        </Group>
        <Group mt="md">
          <EmailSwitch />
        </Group>
      </Card>
      {!idRestaurante ? (
        <Text c="dimmed">Escolha um restaurante para ver o resumo da semana.</Text>
      ) : digest.isError ? (
        <LoadError error={digest.error} onRetry={() => void digest.refetch()} />
      ) : !digest.data ? (
        <LoadingLine />
      ) : (
        <Digest d={digest.data} canApprove={canApprove} />
      )}
    </Page>
  );
}

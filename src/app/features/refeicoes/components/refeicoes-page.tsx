/**
 * /refeicoes, "Refeições": the meals served and planned per day of a restaurant (a kitchen leader's units, a
 * manager's all), a week at a time. Served meals are typed up to today, planned ones for any day; the
 * satellites' counts are shown read-only with the total the recommended production learns from. Saving queues
 * the changed days on the tablet (the outbox): they are sent when the server is reached, exactly once, and
 * each day says whether it is stored on the tablet, sent, or refused and why.
 */
import { LoadError, LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { SaveBar } from '@app/components/ui/save-bar';
import { useOnlyUnit } from '@app/hooks/use-only-unit';
import { useUnsavedChangesGuard } from '@app/hooks/use-unsaved-changes-guard';
import { dayjs } from '@app/lib/dayjs';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { enqueueMeals } from '@app/lib/outbox/actions';
import type { ScreenProps } from '@app/types/screen';
import { addDays, isoToBr, mondayOf } from '@domain/dates';
import { MSG } from '@domain/messages';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRefeicoes } from '../api/get-refeicoes';
import { useRefeicoesNoTablet } from '../hooks/use-refeicoes-no-tablet';
import {
  alteracoes,
  type Campo,
  linhasDaSemana,
  type Rascunhos,
  textoDoCampo,
} from '../lib/refeicoes-semana';
import { RefeicoesDia } from './refeicoes-dia';

export function RefeicoesPage({ title }: ScreenProps) {
  const [idRestaurante, setIdRestaurante] = useState<number | null>(null);
  const [restaurante, setRestaurante] = useState('');
  const [semana, setSemana] = useState(() => mondayOf(dayjs().format('YYYY-MM-DD')));
  const [rascunhos, setRascunhos] = useState<Rascunhos>({});
  const [mostrarErros, setMostrarErros] = useState(false);
  const [saving, setSaving] = useState(false);
  useOnlyUnit(idRestaurante, setIdRestaurante);

  const fim = addDays(semana, 6);
  const query = useRefeicoes(idRestaurante === null ? null : { idRestaurante, dtaIni: semana, dtaFim: fim });
  const tablet = useRefeicoesNoTablet(idRestaurante);
  // The week shown is the one asked for (not the previous one kept while the next loads).
  const periodo =
    query.data?.dtaIni === semana && query.data.idRestaurante === idRestaurante ? query.data : null;
  const linhas = useMemo(() => (periodo ? linhasDaSemana(periodo, tablet) : []), [periodo, tablet]);
  const mudancas = useMemo(
    () =>
      periodo && idRestaurante !== null
        ? alteracoes(idRestaurante, periodo.hoje, linhas, rascunhos)
        : { records: [], rotulos: [], erros: {} },
    [periodo, idRestaurante, linhas, rascunhos],
  );
  const errados = Object.keys(mudancas.erros).length;
  const count = mudancas.records.length + errados;
  const { confirmLeave } = useUnsavedChangesGuard(count > 0);

  async function mudar(acao: () => void) {
    if (await confirmLeave()) {
      setRascunhos({});
      setMostrarErros(false);
      acao();
    }
  }

  function digitar(dia: string, campo: Campo, text: string) {
    setRascunhos((r) => ({ ...r, [dia]: { ...r[dia], [campo]: text } }));
  }

  async function salvar() {
    if (errados > 0) {
      setMostrarErros(true);
      notifyError('Corrija os valores destacados antes de salvar.');
      return;
    }
    if (mudancas.records.length === 0) return;
    setSaving(true);
    try {
      await enqueueMeals(mudancas.records, {
        resumo: `Refeições · ${restaurante || `Restaurante ${idRestaurante}`} · ${mudancas.rotulos.join('; ')}`,
        rotulos: mudancas.rotulos,
      });
      setRascunhos({});
      setMostrarErros(false);
      notifySuccess('Refeições guardadas no tablet. Serão enviadas ao servidor.');
    } catch (err) {
      notifyError(err instanceof Error ? err.message : MSG.genericError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page title={title}>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <RestaurantesLov
            label="Restaurante"
            size="lg"
            w={{ base: '100%', sm: 420 }}
            hideId
            value={idRestaurante}
            onChange={(id, r) =>
              void mudar(() => {
                setIdRestaurante(id);
                setRestaurante(r?.desRestaurante ?? '');
              })
            }
          />
          <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
            <ActionIcon
              size={44}
              variant="default"
              aria-label="Semana anterior"
              onClick={() => void mudar(() => setSemana(addDays(semana, -7)))}
            >
              <IconChevronLeft size={22} aria-hidden />
            </ActionIcon>
            <Text fw={600} ta="center" style={{ flex: 1 }} miw={200} data-testid="refeicoes-semana">
              {isoToBr(semana)} a {isoToBr(fim)}
            </Text>
            <ActionIcon
              size={44}
              variant="default"
              aria-label="Próxima semana"
              onClick={() => void mudar(() => setSemana(addDays(semana, 7)))}
            >
              <IconChevronRight size={22} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Paper>

      {idRestaurante === null ? (
        <Text c="dimmed">Escolha o restaurante.</Text>
      ) : !periodo && query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !periodo ? (
        <LoadingLine />
      ) : (
        <Stack gap="sm">
          <SaveBar
            count={count}
            saving={saving}
            onDiscard={() => {
              setRascunhos({});
              setMostrarErros(false);
            }}
            onSave={() => void salvar()}
            start={
              <Text size="sm" c="dimmed" maw={520}>
                Servidas: até hoje. Planejadas: qualquer dia. O total soma as servidas e as contagens dos
                satélites.
              </Text>
            }
          />
          {linhas.every(
            (l) => l.qtdRefeicoes === null && l.qtdPlanejadas === null && l.qtdSatelites === 0,
          ) && <Text c="dimmed">Nenhuma refeição registrada nesta semana.</Text>}
          {linhas.map((linha) => (
            <RefeicoesDia
              key={linha.dia}
              linha={linha}
              texto={(campo) => textoDoCampo(linha, campo, rascunhos)}
              erros={mostrarErros ? mudancas.erros[linha.dia] : undefined}
              onChange={(campo, text) => digitar(linha.dia, campo, text)}
            />
          ))}
        </Stack>
      )}
    </Page>
  );
}

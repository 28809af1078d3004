import { Page } from '@app/components/ui/page';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/session';
import type { ScreenProps } from '@app/types/screen';
import { TIP_CARDAPIO_LABEL, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import { SUGESTOES_DESTINOS } from '@domain/schemas/setup-wizard';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useExistenciaRegistros } from '../api/get-existencia-registros';
import { useNomesRecipientes } from '../api/get-nomes-recipientes';
import {
  type StepResult,
  useConcludeInicializaDesperdicios,
  type WizardChoices,
} from '../hooks/use-conclude-inicializa-desperdicios';
import { ExistingRecordsStep } from './existing-records-step';
import { InputsStep } from './inputs-step';
import { NameChecklist } from './name-checklist';
import { WasteTypesStep } from './waste-types-step';

const STEPS = [
  'Registros existentes',
  'Nomes de recipientes',
  'Insumos monitorados',
  'Desperdícios por restaurante',
  'Destinos',
  'Recipientes',
] as const;
const LAST = STEPS.length - 1;

const cardapio = (v: number | null) =>
  v === null ? 'nenhum' : (TIP_CARDAPIO_LABEL[v as keyof typeof TIP_CARDAPIO_LABEL] ?? String(v));

function ResultTable({ results }: { results: StepResult[] }) {
  return (
    <Table striped withTableBorder aria-label="Resumo">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Etapa</Table.Th>
          <Table.Th>Inseridos</Table.Th>
          <Table.Th>Já existentes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((r) => (
          <Table.Tr key={r.etapa}>
            <Table.Td>{r.etapa}</Table.Td>
            <Table.Td>{r.inseridos}</Table.Td>
            <Table.Td>{r.existentes}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /reTbInicializaDesperdicios: the first-time setup wizard (spec §7 "Setup wizard"). The steps collect the
 * choices; 'Concluir' runs the inserts (idempotent on the server) and shows what each step inserted and what
 * already existed.
 */
/**
 * What entry still needs after the wizard, each on its screen: the wizard creates the destinations by name
 * only, and the scales, their units and the kitchen's users are registers of their own.
 */
const NEXT_STEPS: { to: string; label: string; why: string }[] = [
  {
    to: '/listReTbDestDesperdicios',
    label: 'Destinos por desperdício',
    why: 'ligue cada destino aos restaurantes e tipos de desperdício: sem isso o apontamento não oferece destino',
  },
  { to: '/listReTbCadBalancas', label: 'Cadastro de balanças', why: 'as balanças da cozinha' },
  {
    to: '/listReTbBalancasUnidades',
    label: 'Balanças x unidades',
    why: 'em que restaurante fica cada balança',
  },
  {
    to: '/listNlBaseUsuarios',
    label: 'Usuários',
    why: 'crie os usuários da cozinha e marque o acesso Apontamentos na ficha de cada um',
  },
];

function NextSteps() {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        Próximos passos
      </Title>
      <List spacing="xs">
        {NEXT_STEPS.map((step) => (
          <List.Item key={step.to}>
            <Anchor component={Link} to={step.to} fw={600}>
              {step.label}
            </Anchor>
            : {step.why}.
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function InicializaDesperdiciosPage({ title }: ScreenProps) {
  const { empresa } = useSession();
  const existencia = useExistenciaRegistros();
  const nomes = useNomesRecipientes();
  const conclude = useConcludeInicializaDesperdicios(empresa?.idEmpresa);
  const [active, setActive] = useState(0);
  const [choices, setChoices] = useState<WizardChoices>({
    recipientes: [],
    insumos: [],
    tipos: [],
    excedenteTipCardapio: null,
    insumoTipCardapio: 1,
    destinos: [],
  });
  const set = <K extends keyof WizardChoices>(key: K, value: WizardChoices[K]) =>
    setChoices((c) => ({ ...c, [key]: value }));

  const finish = async () => {
    const error = await conclude.run(choices);
    if (error) notifyError(error, 'Erro');
    else {
      notifySuccess(MSG.setupDone);
      setActive(STEPS.length);
    }
  };
  const restart = () => {
    conclude.reset();
    setActive(0);
  };

  return (
    <Page title={title}>
      <Stepper
        active={active}
        onStepClick={setActive}
        allowNextStepsSelect={false}
        orientation="horizontal"
        size="sm"
      >
        <Stepper.Step label={STEPS[0]}>
          <ExistingRecordsStep query={existencia} />
        </Stepper.Step>
        <Stepper.Step label={STEPS[1]}>
          {nomes.isPending ? (
            <Loader size="sm" aria-label="Carregando..." />
          ) : nomes.isError ? (
            <Alert color="red" title="Erro">
              {getErrorMessage(nomes.error)}
            </Alert>
          ) : (
            <NameChecklist
              label="Recipientes sugeridos (os já cadastrados não aparecem)"
              options={nomes.data}
              value={choices.recipientes}
              onChange={(v) => set('recipientes', v)}
              addLabel="Outro recipiente"
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={STEPS[2]}>
          <InputsStep value={choices.insumos} onChange={(v) => set('insumos', v)} />
        </Stepper.Step>
        <Stepper.Step label={STEPS[3]}>
          <WasteTypesStep
            tipos={choices.tipos}
            onTipos={(v) => set('tipos', v)}
            excedenteTipCardapio={choices.excedenteTipCardapio}
            onExcedenteTipCardapio={(v) => set('excedenteTipCardapio', v)}
            insumoTipCardapio={choices.insumoTipCardapio}
            onInsumoTipCardapio={(v) => set('insumoTipCardapio', v)}
            qtdRestaurantes={existencia.data?.qtdRestaurantesAtivos}
          />
        </Stepper.Step>
        <Stepper.Step label={STEPS[4]}>
          <NameChecklist
            label="Destinos dos resíduos"
            options={SUGESTOES_DESTINOS}
            value={choices.destinos}
            onChange={(v) => set('destinos', v)}
            addLabel="Outro destino"
          />
        </Stepper.Step>
        <Stepper.Step label={STEPS[5]}>
          <Stack gap="sm">
            <Text fw={500}>Confira o que será cadastrado (o que já existe não é duplicado):</Text>
            <List spacing={4}>
              <List.Item>
                Recipientes: {choices.recipientes.length ? choices.recipientes.join(', ') : 'nenhum'}
              </List.Item>
              <List.Item>Insumos monitorados: {choices.insumos.length} selecionado(s)</List.Item>
              <List.Item>
                Tipos de desperdício:{' '}
                {choices.tipos.length
                  ? choices.tipos
                      .map((t) => TIP_DESPERDICIO_LABEL[t as keyof typeof TIP_DESPERDICIO_LABEL])
                      .join(', ')
                  : 'nenhum'}
                {choices.tipos.includes(2) &&
                  ` · cardápio do excedente: ${cardapio(choices.excedenteTipCardapio)}`}
                {choices.tipos.includes(4) &&
                  ` · cardápio do pré-preparo por insumo: ${cardapio(choices.insumoTipCardapio)}`}
              </List.Item>
              <List.Item>
                Destinos: {choices.destinos.length ? choices.destinos.join(', ') : 'nenhum'}
              </List.Item>
            </List>
            {conclude.error && (
              <Alert color="red" title="Erro">
                {conclude.error}
              </Alert>
            )}
            {conclude.results.length > 0 && <ResultTable results={conclude.results} />}
          </Stack>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack gap="sm">
            <Alert color="green" title={MSG.setupDone}>
              Resumo do que foi inserido e do que já existia em cada etapa.
            </Alert>
            <ResultTable results={conclude.results} />
            <NextSteps />
            <Group>
              <Button variant="default" onClick={restart} h={44}>
                Voltar ao início
              </Button>
            </Group>
          </Stack>
        </Stepper.Completed>
      </Stepper>

      {active <= LAST && (
        <Group justify="space-between">
          <Button
            variant="default"
            h={44}
            disabled={active === 0 || conclude.running}
            onClick={() => setActive((a) => a - 1)}
          >
            Voltar
          </Button>
          {active < LAST ? (
            <Button h={44} onClick={() => setActive((a) => a + 1)}>
              Próximo
            </Button>
          ) : (
            <Button h={44} loading={conclude.running} onClick={finish}>
              Concluir
            </Button>
          )}
        </Group>
      )}
    </Page>
  );
}

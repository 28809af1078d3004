/**
 * The filters of the current dashboard (spec §3 dashboard filter fields, §5): the restaurant group, the
 * period, and each dashboard's own fields; every error of validateDashFilters shown under its field.
 */
import { useDashLookupsAgrupamentosOptions } from '@app/api/get-dash-lookups-agrupamentos';
import { useDashLookupsItensVendaOptions } from '@app/api/get-dash-lookups-itens-venda';
import { useDashLookupsProdutosOptions } from '@app/api/get-dash-lookups-produtos';
import { useDashLookupsSatelitesOptions } from '@app/api/get-dash-lookups-satelites';
import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import { DateField } from '@app/components/ui/date-field';
import { LovSelect } from '@app/components/ui/lov-select';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { DASHBOARD_ID, IND_PERIODO_LABEL, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import type { DashboardId, DashFilters, FieldError } from '@domain/rules/dashboards';
import {
  Button,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  useMatches,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';

interface DashboardFiltersProps {
  id: DashboardId;
  filters: DashFilters;
  onChange: (next: DashFilters) => void;
  /** The errors to show (by field name). */
  errors: readonly FieldError[];
  onSearch: () => void;
}

const SIZE = 'md';

const TIPO_OPTIONS = Object.entries(TIP_DESPERDICIO_LABEL).map(([value, label]) => ({ value, label }));
const PERIODO_OPTIONS = Object.entries(IND_PERIODO_LABEL).map(([value, label]) => ({ value, label }));

interface PickerProps {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

// Each picker loads its options only while it is shown.
function AgrupamentoPicker(props: PickerProps) {
  const { options, loading } = useDashLookupsAgrupamentosOptions();
  return (
    <LovSelect
      size={SIZE}
      label="Agrupamento"
      placeholder="Todos"
      options={options}
      loading={loading}
      {...props}
    />
  );
}

function ItemVendaPicker(props: PickerProps) {
  const { options, loading } = useDashLookupsItensVendaOptions({ qtd: 200 });
  return (
    <LovSelect
      size={SIZE}
      label="Item de venda"
      placeholder="Todos"
      options={options}
      loading={loading}
      {...props}
    />
  );
}

function ProdutoPicker({ idItemVenda, ...props }: PickerProps & { idItemVenda: number | null }) {
  const { options, loading } = useDashLookupsProdutosOptions({
    qtd: 200,
    idItemVenda: idItemVenda ?? undefined,
  });
  return (
    <LovSelect
      size={SIZE}
      label="Produto"
      placeholder="Todos"
      options={options}
      loading={loading}
      {...props}
    />
  );
}

function SatelitePicker({ idGrupo, ...props }: PickerProps & { idGrupo: number | null }) {
  const { options, loading } = useDashLookupsSatelitesOptions(idGrupo);
  return (
    <LovSelect
      size={SIZE}
      label="Satélite"
      placeholder="Todos"
      options={options}
      loading={loading}
      {...props}
    />
  );
}

export function DashboardFilters({ id, filters: f, onChange, errors, onSearch }: DashboardFiltersProps) {
  const groups = useGrupoRestauranteOptions();
  const idGrupo = f.reTbGruposRestaurantes?.idGrupo ?? null;
  const errorOf = (field: string) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(' ') || undefined;
  const set = (patch: Partial<DashFilters>) => onChange({ ...f, ...patch });
  const periodSize = useMatches({ base: 'sm', xs: SIZE });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };

  const dates = (
    label: [string, string],
    fields: [string, string],
    values: [string | null, string | null],
    change: (ini: string | null, fim: string | null) => void,
    required = true,
  ) => (
    <>
      <DateField
        size={SIZE}
        label={label[0]}
        value={values[0]}
        onChange={(v) => change(v, values[1])}
        error={errorOf(fields[0])}
        withAsterisk={required}
      />
      <DateField
        size={SIZE}
        label={label[1]}
        value={values[1]}
        onChange={(v) => change(values[0], v)}
        error={errorOf(fields[1])}
        withAsterisk={required}
      />
    </>
  );

  const satelite = (
    <>
      <Switch
        size="md"
        label="Por satélite"
        checked={f.shouldSearchBySatelite}
        onChange={(e) => set({ shouldSearchBySatelite: e.currentTarget.checked, idSatelite: null })}
        mt={{ base: 0, sm: 34 }}
      />
      {f.shouldSearchBySatelite && (
        <SatelitePicker
          idGrupo={idGrupo}
          value={f.idSatelite}
          onChange={(v) => set({ idSatelite: v })}
          error={errorOf('idSatelite')}
        />
      )}
    </>
  );

  return (
    <form onSubmit={submit} aria-label="Filtros do painel" noValidate>
      <Stack gap="sm">
        {/* As many columns of at least 210 px as the card holds (beside the menu or not). */}
        <SimpleGrid minColWidth={210} spacing="sm" verticalSpacing="xs">
          <LovSelect
            size={SIZE}
            label="Grupo de restaurantes"
            placeholder="Escolha o grupo"
            options={groups.options}
            loading={groups.loading}
            hideId
            value={idGrupo}
            onChange={(v) => set({ reTbGruposRestaurantes: v ? { idGrupo: v } : null, restaurante: null })}
            error={errorOf('reTbGruposRestaurantes')}
            withAsterisk
          />
          {id === DASHBOARD_ID.desafio ? (
            <>
              {dates(
                ['Período anterior: início', 'Período anterior: fim'],
                ['dtaPeriodoAnteriorIni', 'dtaPeriodoAnteriorFim'],
                [f.dtaPeriodoAnteriorIni, f.dtaPeriodoAnteriorFim],
                (ini, fim) => set({ dtaPeriodoAnteriorIni: ini, dtaPeriodoAnteriorFim: fim }),
              )}
              {dates(
                ['Desafio: início', 'Desafio: fim'],
                ['Desafio.dtaPeriodoDesafioIni', 'Desafio.dtaPeriodoDesafioFim'],
                [f.Desafio.dtaPeriodoDesafioIni, f.Desafio.dtaPeriodoDesafioFim],
                (ini, fim) => set({ Desafio: { dtaPeriodoDesafioIni: ini, dtaPeriodoDesafioFim: fim } }),
              )}
            </>
          ) : (
            dates(
              id === DASHBOARD_ID.volumes
                ? ['Comparação: início', 'Comparação: fim']
                : ['Data inicial', 'Data final'],
              ['dtaPeriodoIni', 'dtaPeriodoFim'],
              [f.dtaPeriodoIni, f.dtaPeriodoFim],
              (ini, fim) => set({ dtaPeriodoIni: ini, dtaPeriodoFim: fim }),
            )
          )}
          {id === DASHBOARD_ID.volumes && (
            <>
              {dates(
                ['Base: início', 'Base: fim'],
                ['Volumes.dtaPeriodoBaselineIni', 'Volumes.dtaPeriodoBaselineFim'],
                [f.Volumes.dtaPeriodoBaselineIni, f.Volumes.dtaPeriodoBaselineFim],
                (ini, fim) => set({ Volumes: { dtaPeriodoBaselineIni: ini, dtaPeriodoBaselineFim: fim } }),
              )}
              {satelite}
            </>
          )}
          {id === DASHBOARD_ID.destinos &&
            dates(
              ['Base: início (opcional)', 'Base: fim (opcional)'],
              ['Destinos.dtaPeriodoBaseIni', 'Destinos.dtaPeriodoBaseFim'],
              [f.Destinos.dtaPeriodoBaseIni, f.Destinos.dtaPeriodoBaseFim],
              (ini, fim) => set({ Destinos: { dtaPeriodoBaseIni: ini, dtaPeriodoBaseFim: fim } }),
              false,
            )}
          {id === DASHBOARD_ID.metas && (
            <>
              <Select
                size={SIZE}
                label="Tipo de desperdício"
                data={TIPO_OPTIONS}
                value={f.tipDesperdicio ? String(f.tipDesperdicio) : null}
                onChange={(v) => set({ tipDesperdicio: v ? Number(v) : null })}
                error={errorOf('tipDesperdicio')}
                withAsterisk
                allowDeselect={false}
              />
              <AgrupamentoPicker
                value={f.agrupamento}
                onChange={(v) => set({ agrupamento: v })}
                error={errorOf('agrupamento')}
              />
              <ItemVendaPicker
                value={f.itemVenda}
                onChange={(v) => set({ itemVenda: v, itemProduto: null })}
                error={errorOf('itemVenda')}
              />
              <ProdutoPicker
                idItemVenda={f.itemVenda}
                value={f.itemProduto}
                onChange={(v) => set({ itemProduto: v })}
                error={errorOf('itemProduto')}
              />
              <RestaurantesLov
                size={SIZE}
                label="Restaurante"
                placeholder="Todos"
                hideId
                idGrupo={idGrupo}
                codAgrupamento={f.agrupamento}
                value={f.restaurante}
                onChange={(v) => set({ restaurante: v })}
                error={errorOf('restaurante')}
              />
            </>
          )}
          {id === DASHBOARD_ID.grupo_de_pratos && (
            <>
              <ItemVendaPicker
                value={f.ExcedentePorPrato.itemVenda}
                onChange={(v) => set({ ExcedentePorPrato: { itemVenda: v, itemProduto: null } })}
                error={errorOf('ExcedentePorPrato.itemVenda')}
              />
              <ProdutoPicker
                idItemVenda={f.ExcedentePorPrato.itemVenda}
                value={f.ExcedentePorPrato.itemProduto}
                onChange={(v) => set({ ExcedentePorPrato: { ...f.ExcedentePorPrato, itemProduto: v } })}
                error={errorOf('ExcedentePorPrato.itemProduto')}
              />
              {satelite}
            </>
          )}
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" gap="sm">
          {id === DASHBOARD_ID.initial ? (
            // On a phone the four options share the width (they no longer run off the card: 'Anu').
            <Input.Wrapper label="Período" error={errorOf('indPeriodo')} w={{ base: '100%', xs: 'auto' }}>
              <SegmentedControl
                size={periodSize}
                data={PERIODO_OPTIONS}
                value={String(f.indPeriodo)}
                onChange={(v) => set({ indPeriodo: Number(v) })}
                fullWidth
              />
            </Input.Wrapper>
          ) : (
            <span />
          )}
          <Button type="submit" size={SIZE} h={44} leftSection={<IconSearch size={18} aria-hidden />}>
            Pesquisar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

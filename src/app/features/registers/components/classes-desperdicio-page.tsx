/**
 * /listClassesDesperdicio — the waste class of each waste type, sale item and input: evitável, inevitável or
 * parcialmente evitável with the avoidable share (%). A weighing takes its input's class, else its sale
 * item's, else its waste type's; the dashboards split kg and R$ by class. Blank = not classified.
 */
import type { RegisterConfig } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import {
  CLASSE_CHOICES,
  type ClasseItem,
  type ClasseLinha,
  classesDesperdicioResource,
  codeOfLabel,
  idFieldOf,
  type ListaClasses,
  PARCIAL_LABEL,
} from '@app/features/registers/api/classes-desperdicio';
import type { ScreenProps } from '@app/types/screen';
import { PARAM_EVITAVEL } from '@domain/constants';
import { classeError, MSG_CLASSE } from '@domain/rules/waste-classes';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const LISTAS: { value: ListaClasses; label: string; descricao: string; codigo?: string }[] = [
  { value: 'tipos', label: 'Tipos de desperdício', descricao: 'Tipo de desperdício' },
  { value: 'itensVenda', label: 'Itens de venda', descricao: 'Item de venda', codigo: 'Código' },
  { value: 'insumos', label: 'Insumos', descricao: 'Insumo', codigo: 'Máscara' },
];

function configOf(lista: (typeof LISTAS)[number]): RegisterConfig<ClasseLinha, ClasseItem> {
  return {
    resource: classesDesperdicioResource(lista.value),
    idField: 'id',
    idLabel: lista.value === 'tipos' ? 'Tipo' : 'ID',
    noAdd: true,
    canDelete: () => false,
    columns: [
      { field: 'descricao', label: lista.descricao, editor: 'readonly', width: 220 },
      ...(lista.codigo
        ? [{ field: 'codigo' as const, label: lista.codigo, editor: 'readonly' as const }]
        : []),
      { field: 'classe', label: 'Classe', editor: 'select', choices: CLASSE_CHOICES, width: 240 },
      {
        field: 'pctEvitavel',
        label: 'Parte evitável (%)',
        editor: 'decimal',
        width: 140,
        shownWhen: (row) => row.classe === PARCIAL_LABEL,
      },
    ],
    newRow: () => ({ classe: null, pctEvitavel: null }),
    validateRow(row) {
      const code = codeOfLabel(row.classe);
      const pct = code === 'parcial' ? row.pctEvitavel : null;
      const message = classeError(code, pct === '' ? null : pct);
      if (!message) return null;
      return { [message === MSG_CLASSE.invalida ? 'classe' : 'pctEvitavel']: message };
    },
    toItem: (row, id) => {
      const code = codeOfLabel(row.classe);
      return {
        [idFieldOf(lista.value)]: id,
        tipClasse: code,
        pctEvitavel: code === 'parcial' ? (row.pctEvitavel as number) : null,
      };
    },
  };
}

const CONFIGS = Object.fromEntries(LISTAS.map((l) => [l.value, configOf(l)])) as Record<
  ListaClasses,
  RegisterConfig<ClasseLinha, ClasseItem>
>;

export function ClassesDesperdicioPage({ title }: ScreenProps) {
  const [lista, setLista] = useState<ListaClasses>('tipos');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <RegisterPage
      key={lista}
      title={title}
      config={CONFIGS[lista]}
      above={
        <Stack gap="xs" mb="sm">
          <Text size="sm" c="dimmed">
            Cada pesagem usa a classe do insumo; sem ela, a do item de venda; sem ela, a do tipo de
            desperdício. Sem classe, a pesagem aparece como “Não classificado” e conta como evitável. Para que
            Metas e Desafio contem só a parte evitável, use o parâmetro <b>{PARAM_EVITAVEL} seq 1 = 1</b> em{' '}
            <Anchor component={Link} to="/reTbParametros">
              Parâmetros
            </Anchor>
            .
          </Text>
          <SegmentedControl
            aria-label="Lista"
            data={LISTAS.map((l) => ({ value: l.value, label: l.label }))}
            value={lista}
            onChange={(v) => setLista(v as ListaClasses)}
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            style={phone ? undefined : { alignSelf: 'flex-start' }}
          />
        </Stack>
      }
    />
  );
}

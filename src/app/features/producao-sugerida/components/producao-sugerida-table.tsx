/**
 * The day's lines as a table (wide screens): item and product, planned, suggested, the difference, the
 * expected saving and the line's action; "Por quê?" opens the explanation in a row below its line.
 */
import { formatKg } from '@app/lib/value-format';
import { Group, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { ProducaoSugeridaLinha } from '../api/get-producao-sugerida';
import { diffKg, formatSignedKg, lineNames } from '../lib/producao-sugerida-lines';
import { EconomiaText } from './economia-text';
import { ExplicacaoButton, ExplicacaoPanel } from './producao-sugerida-explicacao';
import { LinhaAcao } from './producao-sugerida-linha-acao';

export interface LinesViewProps {
  linhas: readonly ProducaoSugeridaLinha[];
  /** The kanban line being accepted, if any. */
  busy: number | null;
  onAccept: (linha: ProducaoSugeridaLinha) => void;
}

/** Which lines have their explanation open. */
export function useOpenLines() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export const explicacaoId = (idKanban: number) => `producao-sugerida-explicacao-${idKanban}`;

export function ProducaoSugeridaTable({ linhas, busy, onAccept }: LinesViewProps) {
  const { isOpen, toggle } = useOpenLines();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder verticalSpacing="xs" aria-label="Linhas do kanban">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item de venda / produto</Table.Th>
            <Table.Th ta="right">Planejado</Table.Th>
            <Table.Th ta="right">Sugerido</Table.Th>
            <Table.Th ta="right">Diferença</Table.Th>
            <Table.Th>Economia prevista</Table.Th>
            <Table.Th>Explicação</Table.Th>
            <Table.Th>Ação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((l) => {
            const names = lineNames(l);
            const id = explicacaoId(l.idKanban);
            const opened = isOpen(l.idKanban);
            return (
              <Fragment key={l.idKanban}>
                <Table.Tr data-testid="producao-sugerida-linha">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {names.produto}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {names.item}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {formatKg(l.qtdPlanejada)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={NOWRAP}>
                    {formatKg(l.qtdSugerida)}
                  </Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {formatSignedKg(diffKg(l))}
                  </Table.Td>
                  <Table.Td>
                    <EconomiaText economia={l.economia} />
                  </Table.Td>
                  <Table.Td>
                    <ExplicacaoButton
                      id={id}
                      opened={opened}
                      onToggle={() => toggle(l.idKanban)}
                      produto={names.produto}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <LinhaAcao
                        linha={l}
                        produto={names.produto}
                        busy={busy === l.idKanban}
                        onAccept={() => onAccept(l)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr style={opened ? undefined : { display: 'none' }}>
                  <Table.Td colSpan={7} py={0}>
                    <ExplicacaoPanel id={id} opened={opened} linha={l} />
                  </Table.Td>
                </Table.Tr>
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

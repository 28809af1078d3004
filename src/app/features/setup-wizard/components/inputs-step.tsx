import { getErrorMessage } from '@app/lib/api-client';
import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type InsumosFiltro, useInsumosMonitorados } from '../api/get-insumos-monitorados';

/** Levels typed as '2, 3' (comma, semicolon or space separated). */
const parseNiveis = (s: string): string[] => [
  ...new Set(
    s
      .split(/[\s,;]+/)
      .map((n) => n.trim())
      .filter(Boolean),
  ),
];

/**
 * Step 3: search the company's inputs by mask (prefix by segments, e.g. 01.03) and levels, and check the
 * ones to monitor; inputs already monitored are shown checked and cannot be changed here.
 */
export function InputsStep({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const [mascara, setMascara] = useState('');
  const [niveis, setNiveis] = useState('');
  const [filtro, setFiltro] = useState<InsumosFiltro | null>(null);
  const query = useInsumosMonitorados(filtro);
  const list = query.data ?? [];
  const selectable = list.filter((i) => !i.monitorado);
  const selected = new Set(value);

  const search = () => setFiltro({ codMascara: mascara.trim(), codsNivel: parseNiveis(niveis) });
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Máscara"
            description="Prefixo do código, ex.: 01.03 (vazio = todas)"
            value={mascara}
            maxLength={40}
            onChange={(e) => setMascara(e.currentTarget.value)}
          />
          <TextInput
            label="Níveis"
            description="Separados por vírgula, ex.: 2, 3 (vazio = todos)"
            value={niveis}
            onChange={(e) => setNiveis(e.currentTarget.value)}
          />
          <Button type="submit" h={44} loading={query.isFetching}>
            Buscar
          </Button>
        </Group>
      </form>
      {filtro === null && <Text c="dimmed">Informe a máscara e os níveis e clique em Buscar.</Text>}
      {filtro !== null && query.isPending && <Loader size="sm" aria-label="Carregando..." />}
      {query.isError && (
        <Alert color="red" title="Erro">
          {getErrorMessage(query.error)}
        </Alert>
      )}
      {filtro !== null && query.isSuccess && list.length === 0 && <Text c="dimmed">Sem resultados</Text>}
      {list.length > 0 && (
        <>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!selectable.length}
              onClick={() => onChange([...new Set([...value, ...selectable.map((i) => i.idInsumo)])])}
            >
              Marcar todos
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!value.length}
              onClick={() => onChange(value.filter((id) => !list.some((i) => i.idInsumo === id)))}
            >
              Desmarcar todos
            </Button>
            <Text size="sm" c="dimmed">
              {value.length} selecionado(s)
            </Text>
          </Group>
          <Stack gap="xs" role="group" aria-label="Insumos">
            {list.map((i) => (
              <Group key={i.idInsumo} gap="xs" wrap="nowrap">
                <Checkbox
                  checked={i.monitorado || selected.has(i.idInsumo)}
                  disabled={i.monitorado}
                  onChange={(e) => toggle(i.idInsumo, e.currentTarget.checked)}
                  label={`${i.codMascara ?? '—'} - ${i.desInsumo}${i.codNivel ? ` (nível ${i.codNivel})` : ''}`}
                />
                {i.monitorado && (
                  <Badge variant="light" color={i.indInativo ? 'gray' : 'green'}>
                    {i.indInativo ? 'Monitorado (inativo)' : 'Já monitorado'}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

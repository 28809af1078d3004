/**
 * A line's "Por quê?" (its text stays, so its name holds what it shows): one tap (or Enter/Space) opens how the suggestion was reached — the server's text, the
 * method and the observations it used (count, the days that ran out, the range per meal, the days). The button
 * says whether it is open (aria-expanded) and which region it opens (aria-controls).
 */
import { formatDate } from '@app/lib/dayjs';
import { formatKg } from '@app/lib/value-format';
import { Button, Collapse, List, Stack, Text } from '@mantine/core';
import type { ProducaoSugeridaLinha } from '../api/get-producao-sugerida';
import { METODO_LABEL } from '../lib/producao-sugerida-lines';

/** Days listed before '…e mais N'. */
const MAX_DAYS = 12;

export function ExplicacaoButton({
  id,
  opened,
  onToggle,
  produto,
}: {
  id: string;
  opened: boolean;
  onToggle: () => void;
  produto: string;
}) {
  return (
    <Button
      variant="subtle"
      mih={44}
      px="xs"
      aria-expanded={opened}
      aria-controls={id}
      aria-label={`Por quê? ${produto}`}
      onClick={onToggle}
    >
      Por quê?
    </Button>
  );
}

export function ExplicacaoPanel({
  id,
  opened,
  linha,
}: {
  id: string;
  opened: boolean;
  linha: ProducaoSugeridaLinha;
}) {
  const o = linha.observacoes ?? { quantidade: 0, censuradas: 0, dias: [] as string[] };
  const dias = o.dias.slice(0, MAX_DAYS).map(formatDate).join(', ');
  const more = o.dias.length - MAX_DAYS;
  const range = linha.observacoes;
  return (
    <Collapse
      expanded={opened}
      keepMounted
      keepMountedMode="display-none"
      id={id}
      role="region"
      aria-label="Como a sugestão foi calculada"
    >
      <Stack gap={4} py="xs" data-testid="producao-sugerida-explicacao">
        <Text size="sm">{linha.explicacao}</Text>
        <List size="sm" spacing={2}>
          <List.Item>Método: {METODO_LABEL[linha.metodo] ?? linha.metodo}</List.Item>
          <List.Item>
            Observações: {o.quantidade}
            {o.censuradas > 0 ? ` (em ${o.censuradas} acabou antes do fim)` : ''}
          </List.Item>
          {range && range.quantidade > 0 && (
            <List.Item>
              Por refeição: de {formatKg(range.minPorRefeicaoKg)} a {formatKg(range.maxPorRefeicaoKg)}
            </List.Item>
          )}
          {o.dias.length > 0 && (
            <List.Item>
              Dias: {dias}
              {more > 0 ? ` e mais ${more}` : ''}
            </List.Item>
          )}
          {linha.qtdPlanejadaOriginal !== null && (
            <List.Item>Plano original: {formatKg(linha.qtdPlanejadaOriginal)}</List.Item>
          )}
        </List>
      </Stack>
    </Collapse>
  );
}

import { TIP_CARDAPIO_LABEL, TIP_DESPERDICIO_LABEL, type TipDesperdicio } from '@domain/constants';
import { Checkbox, Select, Stack, Text } from '@mantine/core';

const TIPOS = Object.entries(TIP_DESPERDICIO_LABEL).map(([value, label]) => ({ value, label }));
const CARDAPIOS = Object.entries(TIP_CARDAPIO_LABEL).map(([value, label]) => ({ value, label }));

/** Step 4: the waste types enabled for every active restaurant, with the tipCardapio of types 2 and 4. */
export function WasteTypesStep({
  tipos,
  onTipos,
  excedenteTipCardapio,
  onExcedenteTipCardapio,
  insumoTipCardapio,
  onInsumoTipCardapio,
  qtdRestaurantes,
}: {
  tipos: number[];
  onTipos: (v: number[]) => void;
  excedenteTipCardapio: number | null;
  onExcedenteTipCardapio: (v: number | null) => void;
  insumoTipCardapio: number;
  onInsumoTipCardapio: (v: number) => void;
  qtdRestaurantes: number | undefined;
}) {
  return (
    <Stack gap="sm">
      {qtdRestaurantes !== undefined && (
        <Text size="sm" c="dimmed">
          Os tipos marcados serão habilitados para os {qtdRestaurantes} restaurante(s) ativo(s) da empresa.
        </Text>
      )}
      <Checkbox.Group
        label="Tipos de desperdício"
        value={tipos.map(String)}
        onChange={(v) => onTipos(v.map(Number).sort((a, b) => a - b))}
      >
        <Stack gap="xs" mt="xs">
          {TIPOS.map((t) => (
            <Checkbox key={t.value} value={t.value} label={`${t.value} - ${t.label}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {tipos.includes(2) && (
        <Select
          label={`Tipo de cardápio (${TIP_DESPERDICIO_LABEL[2 as TipDesperdicio]})`}
          placeholder="Nenhum"
          data={CARDAPIOS}
          value={excedenteTipCardapio === null ? null : String(excedenteTipCardapio)}
          onChange={(v) => onExcedenteTipCardapio(v ? Number(v) : null)}
          clearable
        />
      )}
      {tipos.includes(4) && (
        <Select
          label={`Tipo de cardápio (${TIP_DESPERDICIO_LABEL[4 as TipDesperdicio]})`}
          data={CARDAPIOS}
          value={String(insumoTipCardapio)}
          onChange={(v) => onInsumoTipCardapio(v ? Number(v) : 1)}
          allowDeselect={false}
        />
      )}
    </Stack>
  );
}

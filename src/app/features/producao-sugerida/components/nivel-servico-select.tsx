/**
 * The service level of this view, in words ('falta em no máximo 1 de cada 10 dias'): the unit's own by
 * default, or one of a few others for a look at what they would suggest (nothing is saved).
 */
import { nivelServicoPorExtenso, percentual } from '@domain/forecast/service-level-words';
import { Select } from '@mantine/core';
import { NIVEIS_SERVICO } from '../lib/producao-sugerida-lines';

const DEFAULT = 'padrao';

export function NivelServicoSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (nivel: number | null) => void;
}) {
  const data = [
    { value: DEFAULT, label: 'O da unidade' },
    ...NIVEIS_SERVICO.map((n) => ({
      value: String(n),
      label: `${percentual(n)}: ${nivelServicoPorExtenso(n)}`,
    })),
  ];
  return (
    <Select
      label="Nível de serviço"
      size="md"
      w={{ base: '100%', sm: 420 }}
      allowDeselect={false}
      data={data}
      value={value === null ? DEFAULT : String(value)}
      onChange={(v) => onChange(!v || v === DEFAULT ? null : Number(v))}
    />
  );
}

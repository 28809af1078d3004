/**
 * /listReTbCadBalancas — the scale register: serial and description, and how the entry screens read the
 * scale: its protocol (typed, a Brazilian retail scale's ENQ exchange, a continuous output or a USB HID POS
 * scale), its serial line settings and, for a continuous output, its format. Choosing a protocol fills its
 * makers' defaults. A serial belongs to one scale of the company (checked on the rows here and looked up on
 * the server before saving); a scale active in a unit is not deleted. Serial, description and protocol stay in
 * the table; the line settings and the continuous format move into each row's details where the table would
 * not fit.
 */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import type { LovOption } from '@app/components/ui/lov-select';
import { cadBalancasResource } from '@app/features/registers/api/cad-balancas';
import type { ScreenProps } from '@app/types/screen';
import { serialDuplicateError } from '@domain/rules/registers';
import {
  BAUD_RATES,
  PARIDADES,
  PROTOCOLOS,
  type Protocolo,
  protocolDefaults,
  UNIDADES,
} from '@domain/scale/protocols';
import type { CadBalanca, CadBalancaItem } from '@domain/schemas/registers';

const numberOptions = (values: readonly number[]): LovOption[] =>
  values.map((v) => ({ id: v, label: String(v) }));
const options = (list: LovOption[]) => () => ({ options: list });
const BAUD = options(numberOptions(BAUD_RATES));
const DATA_BITS = options(numberOptions([7, 8]));
const STOP_BITS = options(numberOptions([1, 2]));
const DECIMAIS = options(numberOptions([0, 1, 2, 3, 4]));

export const cadBalancasConfig: RegisterConfig<CadBalanca, CadBalancaItem> = {
  resource: cadBalancasResource,
  idField: 'idBal',
  columns: [
    { field: 'idSerial', label: 'Serial', editor: 'text', required: true, width: 180 },
    { field: 'desBalanca', label: 'Descrição', editor: 'text', required: true, width: 260 },
    {
      field: 'tipProtocolo',
      label: 'Protocolo',
      editor: 'select',
      choices: PROTOCOLOS,
      required: true,
      width: 160,
    },
    {
      field: 'numBaudRate',
      priority: 2,
      label: 'Baud',
      editor: 'lov',
      useOptions: BAUD,
      hideId: true,
      width: 120,
    },
    {
      field: 'numDataBits',
      priority: 3,
      label: 'Bits de dados',
      editor: 'lov',
      useOptions: DATA_BITS,
      hideId: true,
      width: 100,
    },
    {
      field: 'tipParidade',
      priority: 3,
      label: 'Paridade',
      editor: 'select',
      choices: PARIDADES,
      width: 120,
    },
    {
      field: 'numStopBits',
      priority: 3,
      label: 'Bits de parada',
      editor: 'lov',
      useOptions: STOP_BITS,
      hideId: true,
      width: 100,
    },
    { field: 'desPadraoContinuo', priority: 2, label: 'Padrão contínuo (regex)', editor: 'text', width: 260 },
    { field: 'desMarcaEstavel', priority: 3, label: 'Marca de estável', editor: 'text', width: 120 },
    {
      field: 'numCasasDecimais',
      priority: 3,
      label: 'Casas decimais',
      editor: 'lov',
      useOptions: DECIMAIS,
      hideId: true,
      width: 100,
    },
    { field: 'tipUnidade', priority: 3, label: 'Unidade', editor: 'select', choices: UNIDADES, width: 100 },
  ],
  newRow: () => ({ idSerial: '', desBalanca: '', ...protocolDefaults('MANUAL') }),
  // Choosing a protocol fills its defaults (baud, bits, parity, the continuous format…).
  expandPatch: (patch) =>
    patch.tipProtocolo && (PROTOCOLOS as readonly string[]).includes(patch.tipProtocolo)
      ? { ...protocolDefaults(patch.tipProtocolo as Protocolo), ...patch }
      : patch,
  validateRow: ruleOn('idSerial', serialDuplicateError),
};

export function CadBalancasPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={cadBalancasConfig} />;
}

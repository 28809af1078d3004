/** The confirmation left on screen after a save: stored on the device, sent when the network allows. */
import { useOnline } from '@app/lib/online';
import { formatDecimalBR } from '@domain/numbers';
import { Text } from '@mantine/core';

export function SavedNotice({
  last,
}: {
  last: { qtd: number; precisaAprovacao: boolean; at: number; count?: number } | null;
}) {
  const online = useOnline();
  if (!last) return <span />;
  const what =
    last.count && last.count > 1
      ? `${last.count} pesagens`
      : `Apontamento de ${formatDecimalBR(last.qtd)} kg`;
  return (
    <Text role="status" aria-live="polite" c="green.8" fw={600} data-testid="entry-saved" key={last.at}>
      {what} {online ? 'registrado' : 'guardado no dispositivo; será enviado quando houver conexão'}
      {last.precisaAprovacao ? ' · fora da tolerância: irá para aprovação' : ''}.
    </Text>
  );
}

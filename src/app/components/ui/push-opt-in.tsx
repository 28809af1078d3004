/**
 * Opting this device in and out of push notifications: the user menu's item and the card of the approval
 * list's empty state. Hidden where the browser has no Web Push; on iOS outside the installed app, the item
 * explains how to install it.
 */
import { usePushOptIn } from '@app/hooks/use-push-opt-in';
import { Button, Card, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';

const LABEL = 'Receber notificações neste aparelho';
const OFF_LABEL = 'Parar notificações neste aparelho';

export function PushMenuItem() {
  const { state, toggle } = usePushOptIn();
  if (state === 'unsupported') return null;
  const on = state === 'on';
  return (
    <Menu.Item
      closeMenuOnClick={false}
      mih={44}
      disabled={state === 'loading' || state === 'busy'}
      leftSection={on ? <IconBellOff size={18} aria-hidden /> : <IconBell size={18} aria-hidden />}
      rightSection={state === 'busy' ? <Loader size="xs" aria-hidden /> : null}
      onClick={() => void toggle()}
      data-testid="push-opt-in"
    >
      {on ? OFF_LABEL : LABEL}
    </Menu.Item>
  );
}

export function PushOptInCard() {
  const { state, toggle } = usePushOptIn();
  if (state === 'unsupported' || state === 'loading') return null;
  const on = state === 'on';
  return (
    <Card withBorder radius="md" padding="md" data-testid="push-opt-in-card">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {on ? <IconBell aria-hidden /> : <IconBellOff aria-hidden />}
          <Text fw={600}>{on ? 'Notificações ligadas neste aparelho' : 'Saiba na hora pelo celular'}</Text>
        </Group>
        <Text size="sm">
          {on
            ? 'Você será avisado aqui quando um apontamento das suas unidades precisar de aprovação.'
            : 'Receba um aviso neste aparelho quando um apontamento das suas unidades precisar de aprovação, mesmo com o app fechado.'}
        </Text>
        <Button
          size="lg"
          variant={on ? 'default' : 'filled'}
          w={{ base: '100%', sm: 'auto' }}
          loading={state === 'busy'}
          leftSection={on ? <IconBellOff aria-hidden /> : <IconBell aria-hidden />}
          onClick={() => void toggle()}
          style={{ alignSelf: 'flex-start' }}
        >
          {on ? 'Desativar notificações' : 'Ativar notificações'}
        </Button>
      </Stack>
    </Card>
  );
}

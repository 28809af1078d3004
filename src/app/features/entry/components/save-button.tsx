/**
 * The entry screens' Salvar: big, full width on a phone, and always where the worker's thumb expects it
 * (the screens place it above every message, so no message moves it).
 */
import { Button, type ButtonProps } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

export function SaveButton({
  saving,
  blocked,
  onClick,
  ...rest
}: ButtonProps & { saving: boolean; blocked: boolean; onClick?: () => void }) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="xl"
      w={{ base: '100%', sm: 220 }}
      loading={saving}
      disabled={blocked}
      onClick={onClick}
      leftSection={<IconDeviceFloppy aria-hidden />}
      data-testid="entry-save"
      {...rest}
    >
      Salvar
    </Button>
  );
}

/**
 * A register screen (the register engine): filters, the unsaved count, 'Adicionar', 'Salvar', and a paged
 * table (10/25/50/100, the default from the settings) of inline-editable rows, 'Sem dados' when empty.
 * Everything a register differs in is its RegisterConfig; the state lives in useRegister.
 */
import type { AnyRow, RegisterConfig } from '@app/components/register/register-config';
import { RegisterTable } from '@app/components/register/register-table';
import { RegisterToolbar } from '@app/components/register/register-toolbar';
import { useRegister } from '@app/components/register/use-register';
import { LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { Pager, pageOf, usePaging } from '@app/components/ui/pager';
import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RegisterPageProps<Row extends AnyRow, Item, Ctx> {
  title: string;
  config: RegisterConfig<Row, Item, Ctx>;
  /** Shown above the toolbar (a register's own switch between lists). */
  above?: ReactNode;
}

export function RegisterPage<Row extends AnyRow, Item, Ctx>({
  title,
  config,
  above,
}: RegisterPageProps<Row, Item, Ctx>) {
  const reg = useRegister(config);
  const { page, size, setPage, onSize } = usePaging();
  const { current, rows: visible } = pageOf(reg.lines, page, size);
  const filters = config.filters ?? [];
  const Actions = config.actions;

  const goToFirstError = () => {
    const index = reg.lines.findIndex((l) => l.errors);
    if (index >= 0) setPage(Math.floor(index / size));
  };

  return (
    <Page title={title}>
      {above}
      <RegisterToolbar
        filters={filters}
        values={reg.filters}
        onFilter={(field, value) => void reg.setFilter(field, value)}
        extraActions={Actions && <Actions reg={reg} />}
        count={reg.count}
        saving={reg.saving}
        canAdd={!reg.loading}
        onAdd={
          config.noAdd
            ? undefined
            : () => {
                reg.add();
                setPage(0);
              }
        }
        onDiscard={reg.discardAll}
        onSave={() => void reg.save().then((ok) => !ok && goToFirstError())}
      />
      {reg.loading ? (
        <LoadingLine />
      ) : reg.error ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={MSG.genericError}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{getErrorMessage(reg.error)}</Text>
            <Button
              size="md"
              variant="default"
              leftSection={<IconRefresh aria-hidden />}
              onClick={reg.reload}
            >
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : reg.lines.length === 0 ? (
        <Card withBorder radius="md">
          <Text c="dimmed">{MSG.noData}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          <RegisterTable
            config={config}
            lines={visible}
            onChange={reg.update}
            onRemove={reg.remove}
            onRestore={reg.restore}
          />
          <Pager page={current} size={size} total={reg.lines.length} onPage={setPage} onSize={onSize} />
        </Stack>
      )}
    </Page>
  );
}

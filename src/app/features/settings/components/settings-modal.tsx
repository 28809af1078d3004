import { useOpenedOnce } from '@app/hooks/use-opened-once';
import { type PageSize, useSettings } from '@app/lib/settings';
import { PAGE_SIZES } from '@domain/constants';
import { Modal, Select, Stack, Switch, Text } from '@mantine/core';

/** Settings (spec §2, §9): default page size and remember-dashboard-group, saved as they change. */
export function SettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useSettings();
  if (!useOpenedOnce(opened)) return null;
  return (
    <Modal opened={opened} onClose={onClose} title="Configurações" centered>
      <Stack gap="lg">
        <Select
          label="Tamanho padrão da página"
          description="Quantidade de registros por página nas listas"
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(settings.pageSize)}
          onChange={(v) => v && settings.setPageSize(Number(v) as PageSize)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
        <Switch
          size="md"
          label="Lembrar grupo do dashboard"
          description="Mantém o grupo escolhido nos dashboards ao voltar ao Início"
          checked={settings.rememberDashboardGroup}
          onChange={(e) => settings.setRememberDashboardGroup(e.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed">
          As configurações ficam salvas neste navegador.
        </Text>
      </Stack>
    </Modal>
  );
}

/** The admin dialog's tabs (lazy chunk): general, parameters, logs and recalculation (shown to all, spec §6). */
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { GeneralTab } from './general-tab';
import { LogsTab } from './logs-tab';
import { ParametersTab } from './parameters-tab';
import { RecalculationTab } from './recalculation-tab';

export function AdminDialogTabs() {
  const [tab, setTab] = useState<string | null>('geral');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="geral">Geral</Tabs.Tab>
        <Tabs.Tab value="parametros">Parâmetros</Tabs.Tab>
        <Tabs.Tab value="logs">Logs</Tabs.Tab>
        <Tabs.Tab value="recalculo">Recálculo</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="geral">
        <GeneralTab />
      </Tabs.Panel>
      <Tabs.Panel value="parametros">
        <ParametersTab />
      </Tabs.Panel>
      <Tabs.Panel value="logs">
        <LogsTab />
      </Tabs.Panel>
      <Tabs.Panel value="recalculo">
        <RecalculationTab />
      </Tabs.Panel>
    </Tabs>
  );
}

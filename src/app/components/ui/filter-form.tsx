/**
 * The filter card of a search screen: a form (labelled 'Filtros') whose submit searches, its fields, and
 * 'Pesquisar'; and the required 'Data inicial' / 'Data final' pair of such a form.
 */

import { DateField } from '@app/components/ui/date-field';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

export function FilterForm({
  onSearch,
  searching,
  children,
}: {
  onSearch: () => void;
  searching: boolean;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="Filtros">
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSearch aria-hidden />} loading={searching}>
              Pesquisar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The required period of a filter form: dates 'yyyy-MM-dd' ('' when empty), with their errors. */
export function RequiredPeriodFields({
  ini,
  fim,
  errorIni,
  errorFim,
  onIni,
  onFim,
}: {
  ini: string;
  fim: string;
  errorIni: string | undefined;
  errorFim: string | undefined;
  onIni: (value: string) => void;
  onFim: (value: string) => void;
}) {
  return (
    <>
      <DateField
        label="Data inicial"
        required
        value={ini}
        onChange={(v) => onIni(v ?? '')}
        error={errorIni}
      />
      <DateField label="Data final" required value={fim} onChange={(v) => onFim(v ?? '')} error={errorFim} />
    </>
  );
}

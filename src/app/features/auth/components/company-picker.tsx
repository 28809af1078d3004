import { useEmpresas } from '@app/features/auth/api/get-empresas';
import { AuthHeading } from '@app/features/auth/components/auth-heading';
import { chooseEmpresa, signOut } from '@app/features/auth/utils/session-actions';
import { getErrorMessage } from '@app/lib/api-client';
import { displayNameOf, useSession } from '@app/lib/session';
import { MSG } from '@domain/messages';
import { Alert, Button, Center, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

/**
 * Signed in without a company: 'Selecione uma empresa' (spec §2). The page reloads after the choice. A user
 * with a single company is let in without it (session-actions selects it); should that selection fail, they
 * find it here already selected.
 */
export function CompanyPicker() {
  useDocumentTitle(`${MSG.selectCompanyTitle} · Controle de Desperdícios`);
  const session = useSession();
  const empresas = useEmpresas();
  const [value, setValue] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const data = (empresas.data ?? []).map((e) => ({ value: String(e.idEmpresa), label: e.desEmpresa }));
  const loadError = empresas.isError ? getErrorMessage(empresas.error) : null;
  // A single company is preselected: the user just presses 'Entrar'.
  const selected = value ?? (data.length === 1 ? data[0].value : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!selected) {
      setFieldError(MSG.companyRequired);
      return;
    }
    setFieldError(null);
    setError(null);
    setSubmitting(true);
    try {
      await chooseEmpresa(Number(selected));
    } catch (e) {
      setError(getErrorMessage(e));
      setSubmitting(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="company-title">
          <Stack gap="md">
            <AuthHeading />
            <Title order={2} size="h3" id="company-title">
              {MSG.selectCompanyTitle}
            </Title>
            {displayNameOf(session) && <Text c="dimmed">{displayNameOf(session)}</Text>}
            {(error || loadError) && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {error ?? loadError}
              </Alert>
            )}
            <Select
              label="Empresa"
              placeholder={empresas.isLoading ? MSG.loading : undefined}
              data={data}
              value={selected}
              onChange={(v) => {
                setValue(v);
                if (v) setFieldError(null);
              }}
              aria-required
              allowDeselect={false}
              searchable={data.length > 10}
              nothingFoundMessage={MSG.noResults}
              error={fieldError}
              disabled={empresas.isLoading}
              comboboxProps={{ zIndex: 1000 }}
            />
            <Group justify="space-between" wrap="nowrap">
              <Button variant="subtle" color="gray" onClick={() => signOut()} disabled={submitting}>
                Sair
              </Button>
              <Button type="submit" loading={submitting} miw={140}>
                Entrar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

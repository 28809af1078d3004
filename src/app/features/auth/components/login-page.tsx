import { AuthHeading } from '@app/features/auth/components/auth-heading';
import { signIn } from '@app/features/auth/utils/session-actions';
import { useSession } from '@app/lib/session';
import { MSG } from '@domain/messages';
import type { loginBody } from '@domain/schemas/auth';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';

type Field = 'username' | 'password';

/**
 * The form's rules (the API's own schema, and with it zod) load with the first keystroke, or on submit: the
 * login form is part of the entry chunk every page starts with, and zod is not needed to show it.
 */
let loginRules: Promise<typeof loginBody> | undefined;
function loadLoginRules(): Promise<typeof loginBody> {
  loginRules ??= import('@domain/schemas/auth').then(
    (m) => m.loginBody,
    (error: unknown) => {
      loginRules = undefined;
      throw error;
    },
  );
  return loginRules;
}

function preloadLoginRules(): void {
  loadLoginRules().catch(() => undefined);
}

/** The login form (spec §2 '/'): 'E-mail/Usuário AD', 'Senha', 'Entrar'. */
export function LoginPage() {
  useDocumentTitle('Controle de Desperdícios');
  const session = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A submit waiting for the rules to load: a second one is ignored, as one during the sign-in is.
  const validating = useRef(false);
  const message = error ?? session.message;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || validating.current) return;
    validating.current = true;
    let rules: typeof loginBody;
    try {
      rules = await loadLoginRules();
    } catch {
      setError(MSG.loginFailed);
      return;
    } finally {
      validating.current = false;
    }
    const parsed = rules.safeParse({ username, password });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    try {
      await signIn(parsed.data);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MSG.loginFailed);
      setSubmitting(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <Stack gap="md">
            <AuthHeading />
            <Title order={2} size="h4" id="login-title" fw={500} c="dimmed">
              Acesse sua conta
            </Title>
            {message && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {message}
              </Alert>
            )}
            <TextInput
              label="E-mail/Usuário AD"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-required
              value={username}
              onChange={(e) => {
                preloadLoginRules();
                setUsername(e.currentTarget.value);
              }}
              error={fieldErrors.username}
              autoFocus
            />
            <PasswordInput
              label="Senha"
              name="password"
              autoComplete="current-password"
              aria-required
              value={password}
              onChange={(e) => {
                preloadLoginRules();
                setPassword(e.currentTarget.value);
              }}
              error={fieldErrors.password}
            />
            <Button type="submit" fullWidth loading={submitting} size="lg">
              Entrar
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

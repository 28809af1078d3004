import { Center, Loader } from '@mantine/core';

/** Full-page spinner (session restore at start, spec §2). */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-live="polite" aria-label="Carregando">
      <Loader size="lg" />
    </Center>
  );
}

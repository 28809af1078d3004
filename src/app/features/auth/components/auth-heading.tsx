import { Group, Image, Title } from '@mantine/core';

/** Logo and product title of the session screens. */
export function AuthHeading() {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src="/favicon.svg" alt="" w={40} h={40} />
      <Title order={1} size="h2" c="brand.7">
        Controle de Desperdícios
      </Title>
    </Group>
  );
}

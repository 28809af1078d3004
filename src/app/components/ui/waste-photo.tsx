/**
 * The photo of a weighing's waste as the approver and maintenance see it: loaded only when shown (the approval
 * detail opens; a maintenance row scrolls into view), with loading and error states, and opened larger on a
 * tap. GET /api/v1/reTbDesperdiciosDet/foto/{uuidApontamento} needs the bearer token, so the image is read as
 * a blob and shown through an object URL.
 */
import { ApiError, apiRequest } from '@app/lib/api-client';
import { FOTO_URL } from '@app/lib/photo-outbox';
import { Button, Image, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** An object URL of `blob` for as long as it is shown. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

const wastePhotoKey = (uuid: string) => ['waste-photo', uuid] as const;

function useWastePhoto(uuid: string | null, enabled: boolean) {
  return useQuery({
    queryKey: wastePhotoKey(uuid ?? ''),
    queryFn: ({ signal }) => apiRequest<Blob>('GET', FOTO_URL(uuid ?? ''), { responseType: 'blob', signal }),
    enabled: enabled && !!uuid,
    // A photo never changes once stored.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
  });
}

const NO_PHOTO = 'Sem foto deste apontamento.';
const LOAD_FAILED = 'Não foi possível carregar a foto.';

function NoPhoto() {
  return (
    <Text size="sm" c="dimmed" data-testid="waste-photo-none">
      <IconPhotoOff size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      {NO_PHOTO}
    </Text>
  );
}

/**
 * The photo at a readable size (the approval detail). `temFoto` false: says there is none without asking
 * the server.
 */
export function WastePhoto({
  uuid,
  temFoto,
  alt = 'Foto do desperdício',
  large = false,
}: {
  uuid: string | null;
  temFoto?: boolean;
  alt?: string;
  /** Already shown enlarged (in a dialog): as big as the screen allows, no tap to enlarge. */
  large?: boolean;
}) {
  const has = !!uuid && temFoto !== false;
  const query = useWastePhoto(uuid, has);
  const url = useObjectUrl(query.data);
  const [open, setOpen] = useState(false);
  if (!has) return <NoPhoto />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NoPhoto />;
    return (
      <Stack gap={4} align="flex-start" data-testid="waste-photo-error">
        <Text size="sm" c="red.8" role="alert">
          {LOAD_FAILED}
        </Text>
        <Button size="sm" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
          Tentar novamente
        </Button>
      </Stack>
    );
  }
  if (!url)
    return (
      <Skeleton
        h={220}
        w="100%"
        maw={420}
        radius="md"
        aria-label="Carregando a foto"
        data-testid="waste-photo-loading"
      />
    );
  if (large)
    return (
      <Image
        src={url}
        alt={alt}
        mah="75vh"
        maw="100%"
        w="auto"
        mx="auto"
        fit="contain"
        radius="md"
        data-testid="waste-photo"
      />
    );
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={`${alt}: ampliar`}
        style={{ display: 'block' }}
      >
        <Image
          src={url}
          alt={alt}
          mah={320}
          maw="100%"
          w="auto"
          fit="contain"
          radius="md"
          data-testid="waste-photo"
        />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={alt} size="xl" centered>
        <Image src={url} alt={alt} fit="contain" mah="75vh" mx="auto" />
      </Modal>
    </>
  );
}

/** A small thumbnail that loads when it scrolls into view and opens the photo larger (maintenance). */
export function WastePhotoThumb({ uuid, alt = 'Foto do desperdício' }: { uuid: string; alt?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);
  const query = useWastePhoto(uuid, visible);
  const url = useObjectUrl(query.data);
  return (
    <>
      <UnstyledButton
        ref={ref}
        onClick={() => setOpen(true)}
        aria-label={`${alt}: ampliar`}
        data-testid="waste-photo-thumb"
        style={{ width: 44, height: 44, flexShrink: 0 }}
      >
        {url ? (
          <Image src={url} alt={alt} w={44} h={44} fit="cover" radius="sm" />
        ) : query.isError ? (
          <IconPhotoOff size={24} aria-label={LOAD_FAILED} />
        ) : (
          <Skeleton w={44} h={44} radius="sm" />
        )}
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={alt} size="xl" centered>
        {open && <WastePhoto uuid={uuid} alt={alt} large />}
      </Modal>
    </>
  );
}

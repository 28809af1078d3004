/**
 * The photo of a weighing on the entry screens: one tap opens the camera, inside the app where the browser
 * can (camera-dialog.tsx), or else through a file input with capture="environment" (the device's own camera,
 * or its file picker); the photo is reduced on the device (photo-compress.ts) and shown as a thumbnail with a
 * remove button until the save.
 */
import { useObjectUrl } from '@app/components/ui/waste-photo';
import { CameraDialog, canOpenCamera } from '@app/features/entry/components/camera-dialog';
import { compressPhoto } from '@app/lib/photo-compress';
import { ActionIcon, Button, Group, Image, Loader, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';

const READ_FAILED = 'Não foi possível ler esta foto. Tire outra.';

export function PhotoPicker({
  value,
  onChange,
  compact = false,
  label = 'Foto',
  disabled = false,
  onBusyChange,
}: {
  value: Blob | null;
  onChange: (blob: Blob | null) => void;
  /** Icon-only button (a line of an item list). */
  compact?: boolean;
  /** What the photo is of, for screen readers ('Foto de Arroz'). */
  label?: string;
  disabled?: boolean;
  /** While the photo is being reduced: the screen holds its save, so the photo cannot land on the next weighing. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = useObjectUrl(value);

  const [camera, setCamera] = useState(false);

  async function picked(file: Blob | undefined) {
    if (!file) return;
    setBusy(true);
    onBusyChange?.(true);
    setError(null);
    try {
      onChange((await compressPhoto(file)).blob);
    } catch {
      setError(READ_FAILED);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  }

  const pickFile = () => {
    setCamera(false);
    input.current?.click();
  };
  const open = () => (canOpenCamera() ? setCamera(true) : pickFile());
  return (
    <Group gap="xs" wrap="nowrap" align="center" data-testid="photo-picker">
      {/* Mounted only while open: the entry screen's first paint does not build it. */}
      {camera && (
        <CameraDialog
          opened
          title={label}
          onClose={() => setCamera(false)}
          onPickFile={pickFile}
          onCapture={(photo) => {
            setCamera(false);
            void picked(photo);
          }}
        />
      )}
      <input
        ref={input}
        aria-label={`${label}: escolher arquivo`}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="photo-input"
        onChange={(e) => void picked(e.currentTarget.files?.[0])}
      />
      {url ? (
        <>
          <Image
            src={url}
            alt={`${label} (miniatura)`}
            w={compact ? 48 : 72}
            h={compact ? 48 : 72}
            fit="cover"
            radius="sm"
            data-testid="photo-thumb"
            onClick={open}
            style={{ cursor: 'pointer', flexShrink: 0 }}
          />
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={`Remover ${label.toLowerCase()}`}
            onClick={() => onChange(null)}
            disabled={disabled}
            data-testid="photo-remove"
          >
            <IconX aria-hidden />
          </ActionIcon>
        </>
      ) : compact ? (
        <ActionIcon
          size={44}
          variant="light"
          aria-label={`${label}: tirar foto`}
          onClick={open}
          disabled={disabled || busy}
          loading={busy}
          data-testid="photo-take"
        >
          <IconCamera aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          size="lg"
          variant="light"
          leftSection={busy ? <Loader size="sm" /> : <IconCamera aria-hidden />}
          onClick={open}
          disabled={disabled || busy}
          data-testid="photo-take"
          mih={44}
        >
          {busy ? 'Preparando a foto…' : 'Tirar foto'}
        </Button>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}

/**
 * The camera inside the app (getUserMedia): the rear camera's live image and one button that takes the frame.
 * No app switch and no file to find; when the camera cannot be opened (refused, absent, in use), the worker
 * picks a photo of the device instead.
 */
import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const CAMERA_FAILED = 'Não foi possível abrir a câmera. Escolha uma foto do aparelho.';

/** Whether this browser can show the camera inside the page (a secure page with getUserMedia). */
export function canOpenCamera(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function stop(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function CameraDialog({
  opened,
  title,
  onClose,
  onCapture,
  onPickFile,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The frame taken, as a JPEG (reduced afterwards like any photo). */
  onCapture: (photo: Blob) => void;
  /** The worker prefers (or needs) a photo of the device. */
  onPickFile: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    if (!opened) return;
    let live: MediaStream | null = null;
    let closed = false;
    setError(null);
    setReady(false);
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1440 } },
      })
      .then((s) => {
        if (closed) return stop(s);
        live = s;
        setStream(s);
      })
      .catch(() => {
        if (!closed) setError(CAMERA_FAILED);
      });
    return () => {
      closed = true;
      stop(live);
      setStream(null);
    };
  }, [opened]);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(blob);
        else setError(CAMERA_FAILED);
      },
      'image/jpeg',
      0.92,
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone} centered>
      <Stack gap="md">
        {error ? (
          <Alert color="yellow" role="alert">
            {error}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              autoPlay
              playsInline
              muted
              aria-label="Imagem da câmera"
              data-testid="camera-video"
              onLoadedData={() => setReady(true)}
              style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }}
            />
            {!ready && <Text size="sm">Abrindo a câmera…</Text>}
          </>
        )}
        {/* Side by side from a tablet's width; one under the other on a phone, each whole. */}
        <SimpleGrid cols={{ base: 1, xs: error ? 1 : 2 }}>
          {!error && (
            <Button size="lg" leftSection={<IconCamera aria-hidden />} onClick={capture} disabled={!ready}>
              Capturar
            </Button>
          )}
          <Button size="lg" variant="default" leftSection={<IconPhoto aria-hidden />} onClick={onPickFile}>
            Escolher arquivo
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}

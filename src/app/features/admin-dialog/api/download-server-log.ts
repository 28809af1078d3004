import { api } from '@app/lib/api-client';
import { saveBlob } from '@app/lib/save-blob';
import { useMutation } from '@tanstack/react-query';

/** Spec §9: the log download waits 1 second before asking the server. */
const SERVER_LOG_DELAY_MS = 1000;
const SERVER_LOG_FILE_NAME = 'server.log';

/** GET /api/v1/download/current/logs (bearer) after the 1-second wait, saved as server.log. */
export async function downloadServerLog(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SERVER_LOG_DELAY_MS));
  const blob = await api.get<Blob>('/api/v1/download/current/logs', {
    responseType: 'blob',
    headers: { Accept: 'text/plain, application/octet-stream, */*' },
  });
  // A text answer (no blob support) is wrapped; anything else is the Blob itself.
  const file =
    typeof blob === 'string' || blob == null ? new Blob([blob ?? ''], { type: 'text/plain' }) : blob;
  saveBlob(file, SERVER_LOG_FILE_NAME);
}

export function useDownloadServerLog() {
  return useMutation({ mutationFn: downloadServerLog });
}

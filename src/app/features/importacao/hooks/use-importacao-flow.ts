/**
 * The steps of the import screen: the kind, the file, its preview (simular=1), the import, and the upload in
 * progress (bytes sent, then the server processing) that the user may cancel. A kind or a file chosen anew
 * starts over; an answer that arrives after a cancel or a new start is ignored.
 */
import { useImportarArquivo, useSimularImportacao } from '@app/features/importacao/api/enviar-arquivo';
import { isAbortError } from '@app/features/importacao/api/upload-with-progress';
import {
  IMPORT_MSG,
  type ImportacaoResultado,
  isAcceptedFile,
  resultadoOf,
} from '@app/features/importacao/utils/importacao';
import { ApiError, getErrorMessage } from '@app/lib/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

type Operacao = 'simular' | 'importar';

export interface Envio {
  op: Operacao;
  loaded: number;
  total: number;
  /** Every byte was sent: the server is processing. */
  uploaded: boolean;
}

interface FalhaEnvio {
  op: Operacao;
  title: string;
  message: string;
}

export function useImportacaoFlow() {
  const { mutateAsync: simular } = useSimularImportacao();
  const { mutateAsync: importar } = useImportarArquivo();
  const [tipo, setTipoState] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportacaoResultado | null>(null);
  const [result, setResult] = useState<ImportacaoResultado | null>(null);
  const [resultAt, setResultAt] = useState<Date | null>(null);
  const [envio, setEnvio] = useState<Envio | null>(null);
  const [falha, setFalha] = useState<FalhaEnvio | null>(null);
  const [canceled, setCanceled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current++;
    controller.current?.abort();
    controller.current = null;
    setEnvio(null);
  }, []);

  useEffect(() => stop, [stop]);

  const clearOutcome = useCallback(() => {
    setPreview(null);
    setResult(null);
    setFalha(null);
    setCanceled(false);
  }, []);

  /** Sends the file (preview or import); the returned promise never rejects. */
  const send = useCallback(
    async (op: Operacao, currentTipo: string, arquivo: File) => {
      stop();
      const id = run.current;
      const abort = new AbortController();
      controller.current = abort;
      setFalha(null);
      setCanceled(false);
      setEnvio({ op, loaded: 0, total: arquivo.size, uploaded: false });
      const mine = () => run.current === id;
      const variables = {
        tipo: currentTipo,
        arquivo,
        signal: abort.signal,
        onProgress: (loaded: number, total: number) => {
          if (mine()) setEnvio((e) => (e ? { ...e, loaded, total } : e));
        },
        onUploaded: () => {
          if (mine()) setEnvio((e) => (e ? { ...e, loaded: e.total, uploaded: true } : e));
        },
      };
      try {
        const answer = await (op === 'simular' ? simular(variables) : importar(variables));
        if (!mine()) return;
        if (op === 'simular') setPreview(answer);
        else {
          setResult(answer);
          setResultAt(new Date());
          setPreview(null);
        }
      } catch (error) {
        if (!mine() || isAbortError(error)) return;
        const refused = error instanceof ApiError && error.status === 400 ? resultadoOf(error.body) : null;
        if (refused) setPreview(refused);
        setFalha({
          op,
          title:
            op === 'importar'
              ? refused
                ? IMPORT_MSG.importRefused
                : IMPORT_MSG.importFailed
              : IMPORT_MSG.previewFailed,
          message: getErrorMessage(error),
        });
      } finally {
        if (mine()) {
          controller.current = null;
          setEnvio(null);
        }
      }
    },
    [stop, simular, importar],
  );

  const chooseTipo = useCallback(
    (next: string | null) => {
      stop();
      setTipoState(next);
      setFile(null);
      setFileError(null);
      clearOutcome();
    },
    [stop, clearOutcome],
  );

  const chooseFile = useCallback(
    (next: File | null) => {
      stop();
      clearOutcome();
      if (!next) return;
      if (!isAcceptedFile(next.name)) {
        setFile(null);
        setFileError(IMPORT_MSG.wrongFile);
        return;
      }
      if (next.size === 0) {
        setFile(null);
        setFileError(IMPORT_MSG.emptyFile);
        return;
      }
      setFileError(null);
      setFile(next);
      if (tipo) void send('simular', tipo, next);
    },
    [stop, clearOutcome, send, tipo],
  );

  const confirm = useCallback(() => {
    if (tipo && file) void send('importar', tipo, file);
  }, [send, tipo, file]);

  const retryPreview = useCallback(() => {
    if (tipo && file) void send('simular', tipo, file);
  }, [send, tipo, file]);

  const cancel = useCallback(() => {
    stop();
    setCanceled(true);
  }, [stop]);

  /** After an import: the same kind, a new file. */
  const startOver = useCallback(() => {
    stop();
    setFile(null);
    setFileError(null);
    clearOutcome();
  }, [stop, clearOutcome]);

  return {
    tipo,
    file,
    fileError,
    preview,
    result,
    resultAt,
    envio,
    falha,
    canceled,
    chooseTipo,
    chooseFile,
    confirm,
    retryPreview,
    cancel,
    startOver,
  };
}

/** 'Exportar CSV' and 'Exportar XLSX': the day's lines for the ERP (the reports' export, same formats). */
import { getErrorMessage } from '@app/lib/api-client';
import { exportRow } from '@app/lib/export-columns';
import { buildCsvBlob } from '@app/lib/export-csv';
import { buildXlsxBlob } from '@app/lib/export-xlsx';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { saveBlob } from '@app/lib/save-blob';
import { MSG } from '@domain/messages';
import type { ProducaoSugerida } from '@domain/schemas/producao-sugerida';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { EXPORT_COLUMNS, exportCells, exportFileName } from '../lib/producao-sugerida-lines';

export function ProducaoSugeridaExport({ data }: { data: ProducaoSugerida | undefined }) {
  const [busy, setBusy] = useState(false);
  const disabled = !data || data.linhas.length === 0 || busy;

  async function exportAs(ext: 'csv' | 'xlsx') {
    if (!data) return;
    setBusy(true);
    try {
      const rows = exportCells(data);
      const blob =
        ext === 'csv'
          ? await buildCsvBlob(
              EXPORT_COLUMNS.map((c) => c.title),
              rows.map((r) => exportRow(EXPORT_COLUMNS, r)),
            )
          : await buildXlsxBlob(EXPORT_COLUMNS, rows, { sheetName: 'Produção sugerida' });
      saveBlob(blob, exportFileName(data, ext));
      notifySuccess(MSG.exportDone);
    } catch (err) {
      console.warn('production suggestion export failed', err);
      notifyError(getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap="sm">
      <Button variant="default" size="md" mih={44} disabled={disabled} onClick={() => void exportAs('csv')}>
        Exportar CSV
      </Button>
      <Button variant="default" size="md" mih={44} disabled={disabled} onClick={() => void exportAs('xlsx')}>
        Exportar XLSX
      </Button>
    </Group>
  );
}

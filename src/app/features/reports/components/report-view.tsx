/**
 * The frame of a report: the filters with 'Pesquisar', the table with its totals (pt-BR numbers,
 * dd/MM/yyyy), loading / empty / error states, and the actions 'Exportar CSV', 'Exportar XLSX' (built in
 * chunks with a progress bar) and 'Imprimir' (window.print: the print rules below hide the app shell, the
 * filters and the buttons, and keep the table full width).
 */
import { Page } from '@app/components/ui/page';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { saveBlob } from '@app/lib/save-blob';
import { MSG } from '@domain/messages';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { buildCsvBlob, type ExportCell } from '../lib/export-csv';
import { buildXlsxBlob } from '../lib/export-xlsx';
import {
  displayValue,
  exportRow,
  isNumericKind,
  type ReportColumn,
  type ReportRow,
  reportFileName,
} from '../lib/report-columns';

/** Lines rendered on screen at most (the exports always carry every line). */
const MAX_TABLE_ROWS = 2000;

const PRINT_CSS = `
@media print {
  body:has(.report-print-root) .mantine-AppShell-header,
  body:has(.report-print-root) .mantine-AppShell-navbar,
  body:has(.report-print-root) .mantine-AppShell-footer,
  .report-print-root .report-no-print { display: none !important; }
  body:has(.report-print-root) .mantine-AppShell-main {
    padding: 0 !important; margin: 0 !important; min-height: 0 !important;
  }
  .report-print-root .report-table-wrap { overflow: visible !important; border: 0 !important; padding: 0 !important; }
  .report-print-root table { width: 100% !important; min-width: 0 !important; font-size: 9pt; }
  .report-print-root thead { display: table-header-group; }
  .report-print-root tr { break-inside: avoid; }
}`;

interface ReportViewProps {
  title: string;
  /** The filter inputs (the 'Pesquisar' button is added here). */
  filters: ReactNode;
  onSearch: () => void;
  columns: readonly ReportColumn[];
  /** undefined: nothing searched yet. */
  rows: readonly ReportRow[] | undefined;
  /** The data lines to export (no subtotals). */
  exportRows: readonly (readonly ExportCell[])[];
  /** The overall total line (first cell 'Total'). */
  total: readonly ExportCell[] | undefined;
  loading: boolean;
  error: unknown;
  /** File name parts: 'relatorio-<name>-<ini>-a-<fim>.csv'. */
  fileName: { name: string; dtaIni: string; dtaFim: string } | null;
}

export function ReportView(props: ReportViewProps) {
  const { title, filters, onSearch, columns, rows, exportRows, total, loading, error, fileName } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const hasData = !!rows && rows.length > 0 && !loading && !error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };

  async function exportAs(ext: 'csv' | 'xlsx') {
    if (!hasData || !fileName) return;
    setProgress(0);
    try {
      const lines = [...exportRows, ...(total ? [total] : [])];
      const onProgress = (f: number) => setProgress(Math.round(f * 100));
      const blob =
        ext === 'csv'
          ? await buildCsvBlob(
              columns.map((c) => c.title),
              lines.map((r) => exportRow(columns, r)),
              { onProgress },
            )
          : await buildXlsxBlob(columns, lines, { onProgress, sheetName: title, boldLastRow: !!total });
      saveBlob(blob, reportFileName(fileName.name, fileName.dtaIni, fileName.dtaFim, ext));
      notifySuccess(MSG.exportDone);
    } catch (err) {
      console.warn('report export failed', err);
      notifyError(getErrorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  const exporting = progress !== null;
  const actions = (
    <Group gap="sm" className="report-no-print">
      <Button
        variant="default"
        size="md"
        disabled={!hasData || exporting}
        onClick={() => void exportAs('csv')}
      >
        Exportar CSV
      </Button>
      <Button
        variant="default"
        size="md"
        disabled={!hasData || exporting}
        onClick={() => void exportAs('xlsx')}
      >
        Exportar XLSX
      </Button>
      <Button variant="default" size="md" disabled={!hasData} onClick={() => window.print()}>
        Imprimir
      </Button>
    </Group>
  );

  const shown = rows?.slice(0, MAX_TABLE_ROWS);
  return (
    <div className="report-print-root">
      <style>{PRINT_CSS}</style>
      <Page title={title} actions={actions}>
        <Paper withBorder p="md" className="report-no-print">
          <form onSubmit={submit}>
            <Group align="flex-start" gap="md" wrap="wrap">
              {filters}
              <Button type="submit" size="md" mt={26} loading={loading}>
                Pesquisar
              </Button>
            </Group>
          </form>
        </Paper>
        {exporting && (
          <Stack gap={4} className="report-no-print">
            <Text size="sm">Exportando… {progress}%</Text>
            <Progress value={progress} aria-label="Progresso da exportação" animated />
          </Stack>
        )}
        {loading ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{MSG.loading}</Text>
          </Group>
        ) : error ? (
          <Alert color="red" title="Erro">
            {getErrorMessage(error)}
          </Alert>
        ) : rows === undefined ? (
          <Text c="dimmed">Informe os filtros e clique em Pesquisar.</Text>
        ) : rows.length === 0 ? (
          <Text>{MSG.noData}</Text>
        ) : (
          <>
            {rows.length > MAX_TABLE_ROWS && (
              <Text size="sm" c="dimmed" className="report-no-print">
                Exibindo {MAX_TABLE_ROWS.toLocaleString('pt-BR')} de {rows.length.toLocaleString('pt-BR')}{' '}
                linhas; a exportação traz todas.
              </Text>
            )}
            <Table.ScrollContainer minWidth={720} className="report-table-wrap">
              <Table striped withTableBorder verticalSpacing="xs" aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.title} ta={isNumericKind(c.kind) ? 'right' : 'left'}>
                        {c.title}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown?.map((r) => (
                    <Table.Tr
                      key={r.key}
                      data-testid={r.subtotal ? 'report-subtotal' : 'report-row'}
                      fw={r.subtotal ? 700 : undefined}
                    >
                      {columns.map((c, i) => (
                        <Table.Td key={c.title} ta={isNumericKind(c.kind) ? 'right' : 'left'}>
                          {displayValue(c.kind, r.cells[i])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                {total && (
                  <Table.Tfoot>
                    <Table.Tr data-testid="report-total" fw={700}>
                      {columns.map((c, i) => (
                        <Table.Td key={c.title} ta={isNumericKind(c.kind) ? 'right' : 'left'}>
                          {displayValue(c.kind, total[i])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  </Table.Tfoot>
                )}
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Page>
    </div>
  );
}

/**
 * The frame of a report: the filters with 'Pesquisar', the table paged as every list (10/25/50/100, from the
 * user's default page size) with its groups' subtotals (each after the group's last line, over all its lines)
 * and the overall total on every page (pt-BR numbers, dd/MM/yyyy), loading / empty / error states, and the
 * actions 'Exportar CSV', 'Exportar XLSX' (every line with the same subtotals and the total; built in chunks
 * with a progress bar) and 'Imprimir' (window.print: every line is printed, not the page on screen; the
 * print rules below hide the app shell, the filters, the pager and the buttons, and keep the table full width).
 */
import { Page } from '@app/components/ui/page';
import { Pager, usePaging } from '@app/components/ui/pager';
import { getErrorMessage } from '@app/lib/api-client';
import { displayValue, exportRow, isNumericKind, type ReportColumn } from '@app/lib/export-columns';
import { buildCsvBlob } from '@app/lib/export-csv';
import { buildXlsxBlob } from '@app/lib/export-xlsx';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { saveBlob } from '@app/lib/save-blob';
import { MSG } from '@domain/messages';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { exportRows, type ReportTable, reportFileName, reportPage } from '../lib/report-columns';
import { ReportHead } from './report-head';

/** On a phone the wide table scrolls sideways in its box: its first column (the restaurant) stays in view. */
const PHONE_CSS = `
@media (max-width: 48em) {
  .report-table-wrap thead tr:first-child th:first-child, .report-table-wrap td:first-child {
    position: sticky; left: 0; z-index: 1; background: var(--mantine-color-body);
    box-shadow: inset -1px 0 0 var(--mantine-color-default-border);
  }
}`;

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
  table: ReportTable | undefined;
  loading: boolean;
  error: unknown;
  /** File name parts: 'relatorio-<name>-<ini>-a-<fim>.csv'. */
  fileName: { name: string; dtaIni: string; dtaFim: string } | null;
}

export function ReportView(props: ReportViewProps) {
  const { title, filters, onSearch, columns, table, loading, error, fileName } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const { page, size, setPage, onSize } = usePaging();
  // A new answer starts on its first page.
  useEffect(() => {
    if (table) setPage(0);
  }, [table, setPage]);
  // Printed ('Imprimir' or the browser's own), the report holds every line, not the page on screen.
  const [printAll, setPrintAll] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrintAll(true));
    const after = () => setPrintAll(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const hasData = !!table && table.lines.length > 0 && !loading && !error;
  const total = table?.total;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };

  async function exportAs(ext: 'csv' | 'xlsx') {
    if (!hasData || !fileName || !table) return;
    setProgress(0);
    try {
      // The same subtotals as the screen, then the total.
      const { rows: lines, bold } = exportRows(table);
      const onProgress = (f: number) => setProgress(Math.round(f * 100));
      const blob =
        ext === 'csv'
          ? await buildCsvBlob(
              columns.map((c) => c.title),
              lines.map((r) => exportRow(columns, r)),
              { onProgress },
            )
          : await buildXlsxBlob(columns, lines, { onProgress, sheetName: title, boldRows: bold });
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

  const shown = table ? reportPage(table, page, printAll ? 0 : size) : undefined;
  // Columns under group headers ('Base', 'Período'): borders show where each group starts.
  const grouped = columns.some((c) => c.group);
  return (
    <div className="report-print-root">
      <style>{PHONE_CSS + PRINT_CSS}</style>
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
        ) : !table || !shown ? (
          <Text c="dimmed">Informe os filtros e clique em Pesquisar.</Text>
        ) : table.lines.length === 0 ? (
          <Text>{MSG.noData}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={720} className="report-table-wrap">
              <Table
                striped
                withTableBorder
                withColumnBorders={grouped}
                verticalSpacing="xs"
                horizontalSpacing={8}
                aria-label={title}
              >
                <ReportHead columns={columns} />
                <Table.Tbody>
                  {shown.rows.map((r) => (
                    <Table.Tr
                      key={r.key}
                      data-testid={r.subtotal ? 'report-subtotal' : 'report-row'}
                      fw={r.subtotal ? 700 : undefined}
                    >
                      {columns.map((c, i) => (
                        <Table.Td key={c.title} ta={isNumericKind(c.kind) ? 'right' : 'left'}>
                          {displayValue(c.kind, r.cells[i], c.bare)}
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
                          {displayValue(c.kind, total[i], c.bare)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  </Table.Tfoot>
                )}
              </Table>
            </Table.ScrollContainer>
            <div className="report-no-print">
              <Pager
                page={shown.current}
                size={size}
                total={table.lines.length}
                onPage={setPage}
                onSize={onSize}
              />
            </div>
          </>
        )}
      </Page>
    </div>
  );
}

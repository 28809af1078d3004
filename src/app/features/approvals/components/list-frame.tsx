/**
 * The frame the approval list and the history share: the filter card with the restaurant, type and period
 * columns and 'Pesquisar', the error alert, and the results (loading / empty, cards on phones and tablets or
 * a table on wide screens, the pager).
 */

import { Pager } from '@app/components/ui/pager';
import {
  DateFilter,
  ListState,
  RestauranteFilter,
  TipoFilter,
} from '@app/features/approvals/components/list-controls';
import { useWideLayout } from '@app/hooks/use-layout';
import { Alert, Button, Card, Grid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The filter card: its grid of columns, then what comes below the grid. */
export function FilterCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Grid gap="sm">{children}</Grid>
        {footer}
      </Stack>
    </Card>
  );
}

/** The restaurant, waste type and period columns of the filter grid. */
export function CommonFilterCols(props: {
  idRestaurante: number | null;
  onRestaurante: (value: number | null) => void;
  tipDesperdicio: number | null;
  onTipo: (value: number | null) => void;
  dateLabels: [string, string];
  ini: string | null;
  fim: string | null;
  onIni: (value: string | null) => void;
  onFim: (value: string | null) => void;
}) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
        <RestauranteFilter value={props.idRestaurante} onChange={props.onRestaurante} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
        <TipoFilter value={props.tipDesperdicio} onChange={props.onTipo} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, lg: 3 }}>
        <DateFilter
          label={props.dateLabels[0]}
          value={props.ini}
          maxDate={props.fim}
          onChange={props.onIni}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, lg: 3 }}>
        <DateFilter
          label={props.dateLabels[1]}
          value={props.fim}
          minDate={props.ini}
          onChange={props.onFim}
        />
      </Grid.Col>
    </>
  );
}

export function SearchButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button
      size="lg"
      w={{ base: '100%', sm: 'auto' }}
      leftSection={<IconRefresh aria-hidden />}
      loading={loading}
      onClick={onClick}
    >
      Pesquisar
    </Button>
  );
}

/** The load error of a list: its message (if any) and 'Tentar novamente' (if it may help). */
export function ListError({
  testId,
  title,
  message,
  onRetry,
}: {
  testId: string;
  title: string | undefined;
  message: string | null;
  onRetry: (() => void) | null;
}) {
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid={testId}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        {message !== null && <Text size="sm">{message}</Text>}
        {onRetry && (
          <Button variant="light" color="red" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** What the results need of usePagedList. */
interface ListResultsState<Row> {
  query: { isError: boolean; isLoading: boolean };
  rows: Row[];
  total: number;
  page: number;
  size: number;
  setPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The error (when the query failed) or loading / empty, the rows (table or cards) and the pager. */
export function ListResults<Row>({
  list,
  error,
  testId,
  table,
  card,
}: {
  list: ListResultsState<Row>;
  /** Shown when the query failed. */
  error: ReactNode;
  /** The test id of the card list. */
  testId: string;
  table: (rows: Row[]) => ReactNode;
  /** One keyed card. */
  card: (row: Row) => ReactNode;
}) {
  const wide = useWideLayout();
  const { query, rows, total, page, size, setPage, onSize } = list;
  return (
    <>
      {query.isError && error}
      {!query.isError && (
        <ListState loading={query.isLoading} empty={!query.isLoading && rows.length === 0} />
      )}

      {rows.length > 0 &&
        (wide ? (
          table(rows)
        ) : (
          <Stack gap="sm" data-testid={testId}>
            {rows.map(card)}
          </Stack>
        ))}

      {!query.isError && total > 0 && (
        <Pager page={page} size={size} total={total} onPage={setPage} onSize={onSize} />
      )}
    </>
  );
}

/**
 * The dashboards' bar chart: @nivo/bar loaded lazily (its own chunk, never in the entry), pt-BR values in
 * labels, axes and tooltips. The figure carries an aria-label and a visually hidden table of the values for
 * screen readers (nivo's bars are SVG rects without a role, where a name is not allowed); bars are clickable
 * when `onBarClick` is given.
 */
import { Box, Group, Paper, Skeleton, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { formatAxis, formatterOf, type ValueUnit } from '../lib/format';

const ResponsiveBar = lazy(() => import('@nivo/bar').then((m) => ({ default: m.ResponsiveBar })));

type BarRow = Record<string, string | number>;

export interface BarChartProps {
  data: readonly Record<string, string | number | null>[];
  keys: readonly string[];
  indexBy: string;
  unit: ValueUnit;
  layout?: 'vertical' | 'horizontal';
  groupMode?: 'stacked' | 'grouped';
  height?: number;
  colors?: readonly string[];
  /** Display names of the keys (legend, tooltip, table). */
  keyLabels?: Readonly<Record<string, string>>;
  ariaLabel: string;
  onBarClick?: (datum: { indexValue: string | number; id: string | number }) => void;
}

function useDefaultColors(): string[] {
  const theme = useMantineTheme();
  return useMemo(
    () =>
      ['blue', 'orange', 'teal', 'grape', 'red', 'lime', 'cyan', 'pink', 'yellow', 'indigo'].map(
        (c) => theme.colors[c]?.[6] ?? '#228be6',
      ),
    [theme],
  );
}

export function BarChart({
  data,
  keys,
  indexBy,
  unit,
  layout = 'vertical',
  groupMode = 'stacked',
  height = 320,
  colors,
  keyLabels,
  ariaLabel,
  onBarClick,
}: BarChartProps) {
  const defaultColors = useDefaultColors();
  const palette = colors && colors.length > 0 ? [...colors] : defaultColors;
  const format = formatterOf(unit);
  const labelOf = (key: string | number) => keyLabels?.[String(key)] ?? String(key);
  // nivo takes no nulls: a missing value is an absent key.
  const rows = useMemo(
    () =>
      data.map((d) => {
        const row: BarRow = {};
        for (const [k, v] of Object.entries(d)) if (v !== null) row[k] = v;
        return row;
      }),
    [data],
  );
  const horizontal = layout === 'horizontal';
  const longestIndex = Math.max(0, ...rows.map((r) => String(r[indexBy] ?? '').length));
  const valueAxis = { tickSize: 0, tickPadding: 6, format: (v: number) => formatAxis(unit, Number(v)) };
  // Many bars (e.g. a year of days): one tick label in `step`, so the labels stay legible.
  const step = horizontal ? 1 : Math.ceil(rows.length / 24);
  const indexAxis = {
    tickSize: 0,
    tickPadding: 6,
    tickRotation: !horizontal && rows.length > 8 ? -40 : 0,
    tickValues: step > 1 ? rows.filter((_, i) => i % step === 0).map((r) => r[indexBy]) : undefined,
  };
  return (
    <Box component="figure" aria-label={ariaLabel} data-testid="chart" m={0}>
      {keys.length > 1 && (
        // The legend above the chart, in HTML: it wraps on phones and never covers the bars.
        <Group gap="md" mb="xs" aria-hidden>
          {keys.map((key, i) => (
            <Group key={key} gap={6} wrap="nowrap">
              <Box w={12} h={12} bg={palette[i % palette.length]} style={{ borderRadius: 2 }} />
              <Text size="sm">{labelOf(key)}</Text>
            </Group>
          ))}
        </Group>
      )}
      <Box h={height}>
        <Suspense fallback={<Skeleton h={height} radius="md" data-testid="chart-loading" />}>
          <ResponsiveBar
            data={rows}
            keys={keys}
            indexBy={indexBy}
            layout={layout}
            groupMode={groupMode}
            colors={palette}
            margin={{
              top: 12,
              right: 16,
              bottom: horizontal ? 40 : rows.length > 8 ? 72 : 48,
              left: horizontal ? Math.min(260, 12 + longestIndex * 7) : 64,
            }}
            padding={0.25}
            innerPadding={groupMode === 'grouped' ? 2 : 0}
            valueFormat={(v) => format(v)}
            enableLabel={false}
            axisBottom={horizontal ? valueAxis : indexAxis}
            axisLeft={horizontal ? indexAxis : valueAxis}
            enableGridX={horizontal}
            enableGridY={!horizontal}
            legendLabel={(d) => labelOf(d.id)}
            tooltip={({ id, value, indexValue, color }) => (
              <Paper shadow="sm" p="xs" withBorder>
                <Group gap={6} wrap="nowrap">
                  <Box w={12} h={12} bg={color} style={{ borderRadius: 2 }} />
                  <Text size="sm" fw={600}>
                    {labelOf(id)}
                  </Text>
                </Group>
                <Text size="sm">
                  {indexValue}: {format(value)}
                </Text>
              </Paper>
            )}
            role="img"
            ariaLabel={ariaLabel}
            onClick={onBarClick ? (d) => onBarClick({ indexValue: d.indexValue, id: d.id }) : undefined}
            animate={false}
          />
        </Suspense>
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{ariaLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{labelOf(indexBy)}</th>
              {keys.map((k) => (
                <th key={k} scope="col">
                  {labelOf(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={`${String(d[indexBy])}-${i}`}>
                <th scope="row">{String(d[indexBy] ?? '')}</th>
                {keys.map((k) => (
                  <td key={k}>{format(typeof d[k] === 'number' ? (d[k] as number) : null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

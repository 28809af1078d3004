/**
 * The app's bar chart (the dashboards', the reports'): @nivo/bar loaded lazily (its own chunk, never in the entry), pt-BR values in
 * labels, axes and tooltips. The chart is laid out for the width it gets (measured): the value axis has round
 * ticks in one format (chart-axis rules) and margins that fit its longest label; category labels are thinned by
 * the width each bar gets (a month of days on a phone shows one day in five), or wrapped into lines (names at the
 * left of horizontal bars). Rows marked partial (a period the search holds only in part) are drawn lighter and
 * labelled 'parcial'. The figure carries an aria-label and a visually hidden table of the values for screen
 * readers (nivo's bars are SVG rects without a role, where a name is not allowed); bars are clickable when
 * `onBarClick` is given.
 */

import { formatterOf, type ValueUnit } from '@app/lib/value-format';
import { axisFormatter, niceTicks, tickStep, wrapLabel } from '@domain/rules/chart-axis';
import { Box, Group, Paper, Skeleton, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';

const Bar = lazy(() => import('@nivo/bar').then((m) => ({ default: m.Bar })));

type BarRow = Record<string, string | number>;

interface BarChartProps {
  data: readonly Record<string, string | number | null>[];
  keys: readonly string[];
  indexBy: string;
  unit: ValueUnit;
  layout?: 'vertical' | 'horizontal';
  groupMode?: 'stacked' | 'grouped';
  /** Vertical charts: the height (default 320). Horizontal ones grow with their rows unless given. */
  height?: number;
  colors?: readonly string[];
  /** Display names of the keys (legend, tooltip, table). */
  keyLabels?: Readonly<Record<string, string>>;
  /** The index values of the partial rows (drawn lighter, labelled 'parcial'). */
  partial?: ReadonlySet<string | number>;
  ariaLabel: string;
  onBarClick?: (datum: { indexValue: string | number; id: string | number }) => void;
}

const FONT_SIZE = 12;
const LINE = 14;
const TICK_PADDING = 6;
/** The first line of a label under vertical bars: below the half line of the value axis' lowest tick. */
const INDEX_TOP = FONT_SIZE / 2 + 4;
const PARTIAL = 'parcial';
/** A character's average width, in font sizes (to wrap by characters). */
const CHAR = 0.62;

let canvas: CanvasRenderingContext2D | null | undefined;
/** The width of `text` in the axes' font (measured in a browser; estimated under jsdom). */
function textWidth(text: string): number {
  if (canvas === undefined) {
    const jsdom = typeof navigator === 'undefined' || /jsdom/i.test(navigator.userAgent);
    canvas = jsdom ? null : document.createElement('canvas').getContext('2d');
    // The axes' texts take the page's font (the ticks below set only its size): measure in the same one.
    if (canvas) canvas.font = `${FONT_SIZE}px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  }
  return canvas ? canvas.measureText(text).width : text.length * FONT_SIZE * CHAR;
}

const widest = (texts: readonly string[]) => Math.max(0, ...texts.map(textWidth));

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

/** A lighter shade of a '#rrggbb' colour (a partial row). */
const lighter = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}66` : color);

interface Layout {
  margin: { top: number; right: number; bottom: number; left: number };
  height: number;
  /** The gridlines' values; the axis labels only those of `valueLabels`. */
  ticks: number[];
  valueLabels: number[];
  formatValue: (n: number) => string;
  /** The index values that show a label, and each one's lines. */
  indexLines: Map<string, string[]>;
}

/** Sizes, ticks and labels for a chart `width` pixels wide. */
export function layoutOf(
  rows: readonly BarRow[],
  p: Pick<BarChartProps, 'keys' | 'indexBy' | 'unit' | 'layout' | 'groupMode' | 'height' | 'partial'>,
  width: number,
): Layout {
  const horizontal = p.layout === 'horizontal';
  const stacked = p.groupMode !== 'grouped';
  const values = rows.map((r) => {
    const vs = p.keys.map((k) => (typeof r[k] === 'number' ? (r[k] as number) : 0));
    return stacked ? vs.reduce((a, b) => a + b, 0) : Math.max(0, ...vs);
  });
  const max = Math.max(0, ...values);
  const cap = p.unit === 'pct' ? 100 : undefined;
  const labels = rows.map((r) => String(r[p.indexBy] ?? ''));
  const indexLines = new Map<string, string[]>();
  const partialLine = (label: string) => (p.partial?.has(label) ? [PARTIAL] : []);

  if (!horizontal) {
    const height = p.height ?? 320;
    const top = 10;
    // Value ticks about every 40 px of height.
    let ticks = niceTicks(max, Math.max(2, Math.floor((height - 60) / 40)), cap);
    let formatValue = axisFormatter(p.unit, ticks);
    const left = Math.ceil(widest(ticks.map(formatValue))) + TICK_PADDING + 8;
    let right = 12;
    let plot = Math.max(40, width - left - right);
    let slot = plot / Math.max(1, rows.length);
    // Short labels (days, weeks, months): one in `step`, by the width each bar gets. Longer ones wrap.
    const longest = widest(labels);
    let step = tickStep(slot, longest);
    let maxLines = 1;
    // A dozen bars or fewer: every label, wrapped on up to 3 lines under its bar, when it fits whole ('Sem.
    // 26/10' on a phone does not: '26/…' says nothing). Else one label in `step`.
    const charsPerBar = Math.floor((slot - 6) / (FONT_SIZE * CHAR));
    const wrapsWhole = labels.every(
      (label) => !wrapLabel(label, charsPerBar, 3).some((l) => l.endsWith('…')),
    );
    if (step > 1 && rows.length <= 12 && wrapsWhole) {
      step = 1;
      maxLines = 3;
    }
    const chars = Math.max(4, Math.floor((slot * step - 6) / (FONT_SIZE * CHAR)));
    // Counted from the last bar: the latest period (often the running one, 'parcial') keeps its label.
    labels.forEach((label, i) => {
      if ((labels.length - 1 - i) % step === 0)
        indexLines.set(label, [
          ...(maxLines > 1 ? wrapLabel(label, chars, maxLines) : [label]),
          ...partialLine(label),
        ]);
    });
    // The last label shown, centred on its bar, must not pass the chart's right edge.
    const shown = [...indexLines.keys()];
    const lastIndex = labels.lastIndexOf(shown[shown.length - 1]);
    const lastWidth = widest(indexLines.get(shown[shown.length - 1]) ?? []);
    const past = lastWidth / 2 - (rows.length - lastIndex - 0.5) * slot;
    if (past > right - 2) {
      right = Math.ceil(past) + 4;
      plot = Math.max(40, width - left - right);
      slot = plot / Math.max(1, rows.length);
    }
    const lines = Math.max(1, ...[...indexLines.values()].map((l) => l.length));
    const margin = { top, right, bottom: lines * LINE + INDEX_TOP + 6, left };
    // The plot keeps its height: the axis' room comes on top of it.
    const total = height + Math.max(0, margin.bottom - 30);
    ticks = niceTicks(max, Math.max(2, Math.floor((total - margin.top - margin.bottom) / 40)), cap);
    formatValue = axisFormatter(p.unit, ticks);
    return { margin, height: total, ticks, valueLabels: ticks, formatValue, indexLines };
  }

  // Horizontal: names at the left, wrapped to at most 40% of the width (up to 3 lines).
  const labelRoom = Math.min(Math.ceil(widest(labels)), Math.max(80, Math.floor(width * 0.4)), 280);
  const chars = Math.max(6, Math.floor(labelRoom / (FONT_SIZE * CHAR)));
  for (const label of labels) {
    const full = textWidth(label) <= labelRoom ? [label] : wrapLabel(label, chars, 3);
    indexLines.set(label, [...full, ...partialLine(label)]);
  }
  const lines = Math.max(1, ...[...indexLines.values()].map((l) => l.length));
  const left = Math.ceil(Math.max(...[...indexLines.values()].flat().map(textWidth), 0)) + TICK_PADDING + 6;
  // Gridlines about every 50 px; when their labels are wider than that, one label in `every`.
  const plot = Math.max(40, width - left - 16);
  const ticks = niceTicks(max, Math.max(2, Math.floor(plot / 50)), cap);
  const formatValue = axisFormatter(p.unit, ticks);
  const gap = plot / Math.max(1, ticks.length - 1);
  const every = tickStep(gap, widest(ticks.map(formatValue)), 10);
  const valueLabels = ticks.filter((_, i) => i % every === 0);
  // Room for half of the last label past the plot.
  const lastLabel = valueLabels[valueLabels.length - 1];
  const right = Math.max(12, Math.ceil(textWidth(formatValue(lastLabel)) / 2) + 4);
  const perRow = Math.max(p.groupMode === 'grouped' ? p.keys.length * 14 + 14 : 30, lines * LINE + 8);
  const margin = { top: 8, right, bottom: 30, left };
  const height = p.height ?? margin.top + margin.bottom + rows.length * perRow;
  return { margin, height, ticks, valueLabels, formatValue, indexLines };
}

export function BarChart({
  data,
  keys,
  indexBy,
  unit,
  layout = 'vertical',
  groupMode = 'stacked',
  height,
  colors,
  keyLabels,
  partial,
  ariaLabel,
  onBarClick,
}: BarChartProps) {
  const defaultColors = useDefaultColors();
  const palette = colors && colors.length > 0 ? [...colors] : defaultColors;
  const format = formatterOf(unit);
  const labelOf = (key: string | number) => keyLabels?.[String(key)] ?? String(key);
  const horizontal = layout === 'horizontal';
  // nivo takes no nulls: a missing value is an absent key. Horizontal bars list the first row on top.
  const rows = useMemo(() => {
    const out = data.map((d) => {
      const row: BarRow = {};
      for (const [k, v] of Object.entries(d)) if (v !== null) row[k] = v;
      return row;
    });
    return horizontal ? out.reverse() : out;
  }, [data, horizontal]);
  const { ref, width } = useElementSize();
  const plan =
    width > 0 ? layoutOf(rows, { keys, indexBy, unit, layout, groupMode, height, partial }, width) : null;
  const boxHeight = plan?.height ?? height ?? (horizontal ? 60 + rows.length * 32 : 320);
  const isPartial = (index: string | number) => partial?.has(index) ?? false;

  const tick =
    (anchor: 'middle' | 'end') =>
    ({ x, y, value }: { x: number; y: number; value: string | number }) => {
      const lines = plan?.indexLines.get(String(value));
      if (!lines) return <g />;
      // Under the bars, the labels start below the value axis' '0' (centred on the baseline).
      const first = anchor === 'end' ? -((lines.length - 1) * LINE) / 2 : INDEX_TOP;
      return (
        <g transform={`translate(${x},${y})`}>
          <text
            textAnchor={anchor}
            dominantBaseline={anchor === 'end' ? 'central' : 'hanging'}
            style={{ fontSize: FONT_SIZE, fill: '#343a40' }}
          >
            {lines.map((line, i) => (
              <tspan
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label
                key={i}
                x={anchor === 'end' ? -TICK_PADDING : 0}
                y={first + i * LINE}
                fontStyle={line === PARTIAL && i === lines.length - 1 ? 'italic' : undefined}
              >
                {line}
              </tspan>
            ))}
          </text>
        </g>
      );
    };

  const valueAxis = plan && {
    tickSize: 0,
    tickPadding: TICK_PADDING,
    tickValues: plan.valueLabels,
    format: (v: number) => plan.formatValue(Number(v)),
  };
  const indexAxis = {
    tickSize: 0,
    tickPadding: TICK_PADDING,
    renderTick: tick(horizontal ? 'end' : 'middle'),
  };
  const hasPartial = !!partial && rows.some((r) => partial.has(r[indexBy]));

  return (
    <Box component="figure" aria-label={ariaLabel} data-testid="chart" m={0}>
      {(keys.length > 1 || hasPartial) && (
        // The legend above the chart, in HTML: it wraps on phones and never covers the bars.
        <Group gap="md" mb="xs" aria-hidden>
          {keys.length > 1 &&
            keys.map((key, i) => (
              <Group key={key} gap={6} wrap="nowrap">
                <Box w={12} h={12} bg={palette[i % palette.length]} style={{ borderRadius: 2 }} />
                <Text size="sm">{labelOf(key)}</Text>
              </Group>
            ))}
          {hasPartial && (
            <Group gap={6} wrap="nowrap" data-testid="chart-partial-legend">
              <Box w={12} h={12} bg={lighter(palette[0])} style={{ borderRadius: 2 }} />
              <Text size="sm" fs="italic">
                parcial: período incompleto
              </Text>
            </Group>
          )}
        </Group>
      )}
      <Box ref={ref} h={boxHeight}>
        {plan && valueAxis && (
          <Suspense fallback={<Skeleton h={boxHeight} radius="md" data-testid="chart-loading" />}>
            <Bar
              width={width}
              height={plan.height}
              data={rows}
              keys={keys}
              indexBy={indexBy}
              layout={layout}
              groupMode={groupMode}
              colors={(bar) => {
                const color = palette[Math.max(0, keys.indexOf(String(bar.id))) % palette.length];
                return isPartial(bar.indexValue) ? lighter(color) : color;
              }}
              margin={plan.margin}
              padding={0.25}
              innerPadding={groupMode === 'grouped' ? 2 : 0}
              valueScale={{ type: 'linear', min: 0, max: plan.ticks[plan.ticks.length - 1], clamp: true }}
              valueFormat={(v) => format(v)}
              enableLabel={false}
              axisBottom={horizontal ? valueAxis : indexAxis}
              axisLeft={horizontal ? indexAxis : valueAxis}
              gridXValues={horizontal ? plan.ticks : undefined}
              gridYValues={horizontal ? undefined : plan.ticks}
              enableGridX={horizontal}
              enableGridY={!horizontal}
              theme={{ text: { fontSize: FONT_SIZE, fill: '#343a40' } }}
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
                    {indexValue}
                    {isPartial(indexValue) ? ` (${PARTIAL})` : ''}: {format(value)}
                  </Text>
                </Paper>
              )}
              role="img"
              ariaLabel={ariaLabel}
              onClick={onBarClick ? (d) => onBarClick({ indexValue: d.indexValue, id: d.id }) : undefined}
              animate={false}
            />
          </Suspense>
        )}
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
                <th scope="row">
                  {String(d[indexBy] ?? '')}
                  {partial?.has(d[indexBy] as string | number) ? ` (${PARTIAL})` : ''}
                </th>
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

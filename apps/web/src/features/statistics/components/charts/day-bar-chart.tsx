import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { AXIS_STYLE } from './axis-style';
import { useChartWidth } from './use-chart-width';
import styles from './charts.module.css';

/** One stacked part of every day's bar: its figures in the order of `days`. */
export type BarSeries = {
  key: string;
  label: string;
  /** A colour of app/base.css, e.g. `var(--rp-primary)`: the chart follows light and dark. */
  color: string;
  values: readonly number[];
};

type Props = {
  /** The days, YYYY-MM-DD, one bar each. */
  days: readonly string[];
  series: readonly BarSeries[];
  /** What the drawing says, for screen readers: the figures themselves are in a table beside it. */
  label: string;
  /** A day (YYYY-MM-DD) as an axis shows it. */
  formatDay: (day: string) => string;
  formatValue: (value: number) => string;
  /** The drawing's height: CHART_HEIGHT, the height its place keeps while it loads. */
  height: number;
};

type Day = { day: string } & Record<string, number | string>;

const MARGIN = { top: 8, right: 8, bottom: 28, left: 40 };
// about 7 px a character of a 12 px label, and room between two labels
const LABEL_CHAR_PX = 7;
const LABEL_GAP_PX = 10;

/**
 * A count per day as bars, stacked when there is more than one series (visx: d3's band and linear scales
 * and stack, drawn by React as SVG); the axes pick their ticks from the room they have. `ChartLegend`
 * names the series.
 */
export function DayBarChart({ days, series, label, formatDay, formatValue, height }: Props) {
  const [ref, width] = useChartWidth();
  const keys = series.map((entry) => entry.key);
  const colors = new Map(series.map((entry) => [entry.key, entry.color]));
  const data: Day[] = days.map((day, index) => ({
    day,
    ...Object.fromEntries(series.map((entry) => [entry.key, entry.values[index] ?? 0])),
  }));
  const totals = days.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: [...days], range: [0, plotWidth], padding: 0.2 });
  // whole words only: never a tick at 0.5
  const yTicks = Math.max(1, Math.min(Math.floor(plotHeight / 50), Math.max(1, ...totals)));
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [plotHeight, 0], nice: yTicks });
  const labels = days.map((day) => formatDay(day));
  const longest = Math.max(1, ...labels.map((text) => text.length)) * LABEL_CHAR_PX + LABEL_GAP_PX;
  const every = Math.max(1, Math.ceil(longest / Math.max(x.step(), 1)));

  return (
    <div ref={ref} className={styles.frame} style={{ height }}>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={label}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(yTicks).map((tick) => (
              <line key={tick} className={styles.grid} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
            ))}
            <BarStack<Day, string>
              data={data}
              keys={keys}
              x={(datum) => datum.day}
              xScale={x}
              yScale={y}
              color={(key) => colors.get(key) ?? 'currentColor'}
            >
              {(stacks) =>
                stacks.flatMap((stack) =>
                  stack.bars
                    .filter((bar) => bar.height > 0)
                    .map((bar) => (
                      <rect
                        key={`${stack.key}-${bar.index}`}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        className={styles.bar}
                        style={{ fill: bar.color }}
                      />
                    )),
                )
              }
            </BarStack>
            <AxisLeft
              scale={y}
              numTicks={yTicks}
              tickFormat={(value) => formatValue(Number(value))}
              {...AXIS_STYLE}
            />
            <AxisBottom
              top={plotHeight}
              scale={x}
              tickValues={days.filter((_, index) => index % every === 0)}
              tickFormat={(day) => formatDay(day)}
              {...AXIS_STYLE}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}

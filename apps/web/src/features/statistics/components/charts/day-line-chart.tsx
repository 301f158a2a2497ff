import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { AXIS_STYLE } from './axis-style';
import { useChartWidth } from './use-chart-width';
import styles from './charts.module.css';

/** One day's figure: `date` the learner's own day at UTC midnight (`dayDate`). */
export type DayValue = { date: Date; value: number };

type Props = {
  points: readonly DayValue[];
  /** The last figure holds until this day (today): a count of known words stays until it changes. */
  until?: Date;
  /** What the drawing says, for screen readers: the figures themselves are in a table beside it. */
  label: string;
  /** A colour of app/base.css, e.g. `var(--rp-primary)`: the chart follows light and dark. */
  color: string;
  formatDay: (date: Date) => string;
  formatValue: (value: number) => string;
  /** The drawing's height: CHART_HEIGHT, the height its place keeps while it loads. */
  height: number;
};

const MARGIN = { top: 12, right: 16, bottom: 28, left: 52 };
const DAY_MS = 86_400_000;

/**
 * A figure over days as a stepped line with the area under it (visx: d3's scales and shapes drawn by
 * React as SVG). Reusable for any per-day count; the axes pick their ticks from the room they have.
 */
export function DayLineChart({ points, until, label, color, formatDay, formatValue, height }: Props) {
  const [ref, width] = useChartWidth();
  const data = [...points];
  const last = data[data.length - 1];
  const end = until ?? last?.date;
  if (last && end && end > last.date) data.push({ date: end, value: last.value });
  // a single day still gets a width to stand in
  const first = data[0]?.date ?? new Date(0);
  const start = end && end.getTime() - first.getTime() >= DAY_MS ? first : new Date(first.getTime() - DAY_MS);
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleUtc({ domain: [start, end ?? first], range: [0, plotWidth] });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...data.map((point) => point.value))],
    range: [plotHeight, 0],
    nice: true,
  });
  const yTicks = Math.max(2, Math.floor(plotHeight / 50));
  const xTicks = Math.max(2, Math.floor(plotWidth / 90));
  const dayTicks = x.ticks(xTicks).filter((tick) => tick.getUTCHours() === 0);

  return (
    <div ref={ref} className={styles.frame} style={{ height }}>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={label}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(yTicks).map((tick) => (
              <line key={tick} className={styles.grid} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
            ))}
            <AreaClosed
              data={data}
              x={(point) => x(point.date)}
              y={(point) => y(point.value)}
              yScale={y}
              curve={curveStepAfter}
              className={styles.area}
              style={{ fill: color }}
            />
            <LinePath
              data={data}
              x={(point) => x(point.date)}
              y={(point) => y(point.value)}
              curve={curveStepAfter}
              className={styles.line}
              style={{ stroke: color }}
            />
            {data.slice(0, points.length).map((point) => (
              <circle
                key={point.date.toISOString()}
                className={styles.point}
                cx={x(point.date)}
                cy={y(point.value)}
                r={3.5}
                style={{ fill: color }}
              />
            ))}
            <AxisLeft
              scale={y}
              numTicks={yTicks}
              tickFormat={(value) => formatValue(Number(value))}
              {...AXIS_STYLE}
            />
            <AxisBottom
              top={plotHeight}
              scale={x}
              tickValues={dayTicks}
              tickFormat={(value) => formatDay(value instanceof Date ? value : new Date(Number(value)))}
              {...AXIS_STYLE}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}

import type { BarSeries } from './day-bar-chart';
import styles from './charts.module.css';

/**
 * The series' names and colours, above a chart. Not part of the drawing's lazy chunk: it takes its room
 * at once, so the chart does not push the card's content down when it arrives.
 */
export function ChartLegend({ series }: { series: readonly Pick<BarSeries, 'key' | 'label' | 'color'>[] }) {
  return (
    <ul className={styles.legend}>
      {series.map((entry) => (
        <li key={entry.key} className={styles.legendItem}>
          <span className={styles.legendMark} style={{ backgroundColor: entry.color }} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

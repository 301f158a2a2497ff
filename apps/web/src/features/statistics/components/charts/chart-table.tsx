import plain from '@/components/ui/plain.module.css';
import styles from './charts.module.css';

type Props = {
  /** What the disclosure says: "Show the figures as a table". */
  summary: string;
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
};

/**
 * A chart's figures as a table in a disclosure (a native `<details>`: keyboard and screen reader as the
 * browser gives them), so that no figure is only a drawing.
 */
export function ChartTable({ summary, caption, columns, rows }: Props) {
  return (
    <details className={styles.tableBox}>
      <summary>{summary}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={plain.visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

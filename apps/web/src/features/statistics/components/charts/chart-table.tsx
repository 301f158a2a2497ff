import plain from '@/components/ui/plain.module.css';
import styles from './charts.module.css';

type Props = {
  /** What the disclosure says: "Show the figures as a table". */
  summary: string;
  caption: string;
  /** The first column names the rows (a day); the others hold figures. */
  columns: readonly [string, ...string[]];
  rows: readonly (readonly [string, ...string[]])[];
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
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...values]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {values.map((value, index) => (
                  <td key={columns[index + 1]}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

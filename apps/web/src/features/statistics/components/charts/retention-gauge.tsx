import { Group } from '@visx/group';
import { Arc } from '@visx/shape';
import styles from './charts.module.css';

const SIZE = 140;
const OUTER = SIZE / 2 - 10;
const INNER = OUTER * 0.8;
const TURN = 2 * Math.PI;

/**
 * A ring filled to `value` percent with the value in its middle (visx's arc: d3's). A meter to assistive
 * technology: its value and the text it shows are read, the drawing is not.
 */
export function RetentionGauge({ value, text }: { value: number; text: string }) {
  const share = Math.min(Math.max(value, 0), 100) / 100;
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="meter"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={text}
    >
      <Group top={SIZE / 2} left={SIZE / 2}>
        <Arc
          className={styles.gaugeReference}
          innerRadius={INNER}
          outerRadius={OUTER}
          startAngle={0}
          endAngle={TURN}
        />
        {share > 0 && (
          <Arc
            className={styles.gaugeValue}
            innerRadius={INNER}
            outerRadius={OUTER}
            startAngle={0}
            endAngle={share * TURN}
          />
        )}
        <text className={styles.gaugeText} textAnchor="middle" dominantBaseline="central">
          {text}
        </text>
      </Group>
    </svg>
  );
}

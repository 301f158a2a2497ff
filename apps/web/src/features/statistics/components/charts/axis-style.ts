import styles from './charts.module.css';

/**
 * How every chart's axes look: coloured by charts.module.css from the theme's variables. visx gives its
 * axes `stroke="#222"`; `currentColor` replaces that fixed colour, and the classes decide what is painted.
 */
export const AXIS_STYLE = {
  stroke: 'currentColor',
  tickStroke: 'currentColor',
  axisLineClassName: styles.axisLine,
  tickClassName: styles.tick,
  tickLabelProps: { className: styles.tickLabel, fill: undefined },
} as const;

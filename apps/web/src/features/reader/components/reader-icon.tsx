import { ICON_PATHS } from '@/components/ui/plain-icon';
import styles from '@/components/ui/plain.module.css';

// the paths of the Material icons only the plain reader shows (@mui/icons-material, Apache-2.0), inline:
// the icon package's base pulls MUI's SvgIcon and emotion into a page that loads no MUI (decision 022).
// Those the plain pages show too come from their table, which the reader loads anyway
const PATHS = {
  chevronLeft: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  chevronRight: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  volumeUp:
    'M3 9v6h4l5 5V4L7 9zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02M14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  playArrow: 'M8 5v14l11-7z',
  skipNext: 'm6 18 8.5-6L6 6zM16 6v12h2V6z',
  skipPrevious: 'M6 6h2v12H6zm3.5 6 8.5 6V6z',
  stop: 'M6 6h12v12H6z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  checkBoxBlank: 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
  checkBox:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
} as const;

export type ReaderIconName = keyof typeof PATHS | keyof typeof ICON_PATHS;

const pathOf = (name: ReaderIconName): string =>
  name in PATHS ? PATHS[name as keyof typeof PATHS] : ICON_PATHS[name as keyof typeof ICON_PATHS];

/** A 24×24 Material icon in the current text colour, hidden from screen readers (its button has the name). */
export function ReaderIcon({ name, size = 'medium', className }: { name: ReaderIconName; size?: 'medium' | 'small'; className?: string }) {
  const classes = [styles.icon, size === 'small' ? styles.iconSmall : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={pathOf(name)} />
    </svg>
  );
}

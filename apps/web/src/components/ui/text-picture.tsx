import { useState, type CSSProperties } from 'react';
import styles from './text-picture.module.css';

type Props = { src: string; alt: string; height: number | { xs: number; sm: number } };

/**
 * The picture a text was written from (GET …/generated_texts/{id}/image/). A picture that cannot be
 * loaded (deleted, or not the learner's to see) leaves no broken image behind: it is left out.
 * Plain CSS: it shows on the text list, which paints without MUI (decision 021).
 */
export function TextPicture({ src, alt, height }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const heights = typeof height === 'number' ? { xs: height, sm: height } : height;
  const style = {
    '--picture-height': `${heights.xs}px`,
    '--picture-height-sm': `${heights.sm}px`,
  } as CSSProperties;
  return (
    <img
      className={styles.picture}
      style={style}
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

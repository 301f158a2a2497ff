import { useEffect } from 'react';
import styles from './page-title.module.css';

/** The page heading; it also names the browser tab. Plain: the text list paints without MUI. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Reeprise`;
  }, [children]);
  return <h1 className={styles.title}>{children}</h1>;
}

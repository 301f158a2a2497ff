import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon';
import styles from './plain.module.css';

type Props = { severity: 'error' | 'warning'; action?: ReactNode; className?: string; children: ReactNode };

/** MUI's standard Alert in plain CSS (role alert, its icon, an optional action on the right). */
export function PlainAlert({ severity, action, className, children }: Props) {
  const tone = severity === 'error' ? styles.alertError : styles.alertWarning;
  return (
    <div role="alert" className={[styles.alert, tone, className].filter(Boolean).join(' ')}>
      <div className={styles.alertIcon}>
        <PlainIcon name={severity === 'error' ? 'errorOutline' : 'reportProblemOutlined'} />
      </div>
      <div className={styles.alertMessage}>{children}</div>
      {action && <div className={styles.alertAction}>{action}</div>}
    </div>
  );
}

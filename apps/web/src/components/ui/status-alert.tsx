import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon';
import plain from './plain.module.css';
import styles from './status-alert.module.css';

// Material's InfoOutlined, inline (plain-icon.tsx has the error and warning icons)
const INFO_PATH =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

type Props = {
  severity: 'error' | 'warning' | 'info';
  /** MUI's Alert is role alert; a note that is no warning may say status instead. */
  role?: 'alert' | 'status';
  /** A button on the right (Retry…). */
  action?: ReactNode;
  /** A close button (named "Close", as MUI's) in the action slot. */
  onClose?: () => void;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * MUI's standard Alert in plain CSS, with what plain-alert.tsx leaves out: severity info, a close button,
 * a role and a test id. The reader paints without MUI (decision 022); the trainer and settings show the
 * speech problem through it too.
 */
export function StatusAlert({ severity, role = 'alert', action, onClose, className, testId, children }: Props) {
  const tone = { error: plain.alertError, warning: plain.alertWarning, info: styles.info }[severity];
  return (
    <div role={role} data-testid={testId} className={[plain.alert, tone, className].filter(Boolean).join(' ')}>
      <div className={`${plain.alertIcon} ${styles.icon}`}>
        {severity === 'info' ? (
          <svg className={plain.icon} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
            <path d={INFO_PATH} />
          </svg>
        ) : (
          <PlainIcon name={severity === 'error' ? 'errorOutline' : 'reportProblemOutlined'} />
        )}
      </div>
      <div className={plain.alertMessage}>{children}</div>
      {(action || onClose) && (
        <div className={plain.alertAction}>
          {action}
          {onClose && (
            <button
              type="button"
              className={`${plain.iconButton} ${plain.small} ${styles.close}`}
              // MUI's Alert names it so in every language (its default closeText)
              aria-label="Close"
              title="Close"
              onClick={onClose}
            >
              <PlainIcon name="close" size="small" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}

import { LANGUAGE_SHORT_CODES, type GeneratedText } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from '@/lib/router';
import { TextLevelFit } from '@/components/level-fit/text-level-fit';
import { useNotify } from '@/components/ui/notify-context';
import { DeleteTextButton } from '@/components/ui/delete-text-button';
import { PlainAlert } from '@/components/ui/plain-alert';
import { PlainIcon } from '@/components/ui/plain-icon';
import { PlainProgress } from '@/components/ui/plain-progress';
import plain from '@/components/ui/plain.module.css';
import { TextPicture } from '@/components/ui/text-picture';
import { formatDateTime } from '@/lib/date-time';
import { failureMessage } from '@/lib/i18n/server-messages';
import { useLanguageName } from '@/lib/language-names';
import { useRetryGeneratedText } from '../api/retry-generated-text';
import { CreatorAvatar } from './creator-avatar';
import { PublicToggle } from './public-toggle';
import { TextPreview } from './text-preview';
import styles from './text-list.module.css';

type Props = { text: GeneratedText; currentUserId: number | null | undefined };

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * One text of the list (spec §2): topic, live preview, language short code, level, date and time,
 * creator with picture, public icon and (own texts) toggle, a link to read it; a blue border until
 * anybody has viewed it. Plain React and CSS in MUI's Card look: the list paints without MUI (decision 021).
 */
export function TextCard({ text, currentUserId }: Props) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const retry = useRetryGeneratedText();
  const languageName = useLanguageName();
  const own = currentUserId === text.creator_id;
  const unviewed = text.view_count === 0;
  const topic = text.topic || t('texts.card.untitled');
  const titleId = `text-${text.id}-title`;

  const handleRetry = () => {
    retry.mutate(text.id, { onError: (error) => notify(error.detail ?? t('texts.card.retryFailed')) });
  };

  return (
    <article
      aria-labelledby={titleId}
      data-unviewed={unviewed}
      className={classes(plain.card, styles.card, unviewed && styles.unviewed)}
    >
      <div className={styles.content}>
        {text.image && <TextPicture src={text.image} alt={t('texts.card.picture', { topic })} height={140} />}
        <div className={styles.chips}>
          <span
            className={classes(plain.chip, plain.chipOutlined, plain.chipPrimary)}
            title={languageName(text.language)}
          >
            {LANGUAGE_SHORT_CODES[text.language]}
          </span>
          {(!text.imported || text.imported.level_given) && (
            <span className={plain.chip} aria-label={`${t('texts.card.level')} ${text.level}`}>
              {text.level}
            </span>
          )}
          {text.imported && (
            <span
              className={classes(plain.chip, plain.chipOutlined, plain.chipInfo)}
              title={t('importText.badgeHint')}
            >
              {t('importText.badge')}
            </span>
          )}
          {text.is_demo && (
            <span
              className={classes(plain.chip, plain.chipOutlined, plain.chipSecondary)}
              title={t('texts.card.demoHint')}
            >
              {t('texts.card.demo')}
            </span>
          )}
          <span className={styles.spacer} />
          {text.status === 'PENDING' && <PlainProgress size={16} label={t('texts.card.writing')} />}
          {/* a native title as the hint, not MUI's Tooltip */}
          {text.publicly_visible ? (
            <PlainIcon
              name="public"
              size="small"
              className={styles.stateIcon}
              label={t('texts.card.public')}
            />
          ) : (
            <PlainIcon
              name="lock"
              size="small"
              className={styles.stateIcon}
              label={t('texts.card.private')}
            />
          )}
        </div>
        <h3 id={titleId} className={styles.title}>
          {topic}
          {unviewed && <span className={plain.visuallyHidden}>{` (${t('texts.card.unread')})`}</span>}
        </h3>
        {text.status === 'COMPLETE' && (
          <div className={styles.fit}>
            <TextLevelFit content={text.chatgpt_output} language={text.language} />
          </div>
        )}
        {text.status === 'FAILED' ? (
          <PlainAlert
            severity="error"
            action={
              own ? (
                <button
                  type="button"
                  className={classes(plain.button, plain.small, plain.inherit)}
                  onClick={handleRetry}
                  disabled={retry.isPending}
                >
                  {t('texts.card.retry')}
                </button>
              ) : undefined
            }
          >
            {text.error ? failureMessage(text.failure_code, text.error) : t('texts.card.failed')}
          </PlainAlert>
        ) : (
          <TextPreview text={text} />
        )}
      </div>
      <div className={styles.byline}>
        <CreatorAvatar creatorId={text.creator_id} name={text.creator} picture={text.creator_pic} />
        <span className={styles.creator}>{text.creator}</span>
        <time className={styles.date} dateTime={text.created_at}>
          {formatDateTime(text.created_at, i18n.language)}
        </time>
      </div>
      <div className={styles.actions}>
        <Link
          to={`/reeprise/${text.id}`}
          className={classes(plain.button, plain.contained, plain.small)}
          aria-label={t('texts.card.readTopic', { topic })}
        >
          {t('texts.card.read')}
        </Link>
        {own && (
          <div className={styles.ownActions}>
            <PublicToggle text={text} />
            <DeleteTextButton text={text} variant="icon" />
          </div>
        )}
      </div>
    </article>
  );
}

import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { LearningIcon } from '@/components/ui/learning-icon';
import { PageTitle } from '@/components/ui/page-title';
import plain from '@/components/ui/plain.module.css';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { DueSummary } from '@/features/training/components/due-summary';
import { VocabularyTrainer } from '@/features/vocabulary-trainer/components/vocabulary-trainer';
import { canAccess } from '@/lib/access';
import styles from './vocabulary-trainer.module.css';

/** /vocabulary_trainer: the learner's vocabulary with its toggles, and the way into training; plain (decision 023). */
export function VocabularyTrainerPage() {
  const { t } = useTranslation('trainer');
  const whoami = useWhoami();
  const settings = useUserSettings();
  const mayCustomize = whoami.data ? canAccess('experimental', whoami.data, settings.data) : false;
  return (
    <>
      <div className={styles.head}>
        <PageTitle>{t('pages.vocabularyTrainer')}</PageTitle>
        <div className={styles.buttons}>
          {mayCustomize && (
            <RouterLink to="/vocabulary_trainer_new" className={`${plain.button} ${plain.outlined}`}>
              <span className={plain.startIcon}>
                <LearningIcon name="tune" />
              </span>
              <span className={styles.label}>{t('trainer.list.customTraining')}</span>
            </RouterLink>
          )}
          <RouterLink to="/vocabulary_training_mode" className={`${plain.button} ${plain.contained}`}>
            <span className={plain.startIcon}>
              <LearningIcon name="playArrow" />
            </span>
            <span className={styles.label}>{t('trainer.list.startTraining')}</span>
          </RouterLink>
        </div>
      </div>
      <p className={styles.intro}>{t('trainer.list.intro')}</p>
      <div className={styles.due}>
        <DueSummary />
      </div>
      <VocabularyTrainer />
    </>
  );
}

import { LANGUAGES } from '@reeprise/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainSwitch } from '@/components/ui/plain-switch';
import { useLanguageName } from '@/lib/language-names';
import { toLanguageFilter, type ToggleName, type TrainerToggles } from '../hooks/use-trainer-toggles';
import { SmallSelect } from './small-field';
import styles from './trainer.module.css';

const SWITCHES = [
  ['word', 'trainer.list.showWord'],
  ['translation', 'trainer.list.showTranslation'],
  ['mnemonic', 'trainer.list.showMnemonic'],
  ['actions', 'trainer.list.showActions'],
] as const satisfies readonly (readonly [ToggleName, string])[];

type Props = { toggles: TrainerToggles; onChange: (patch: Partial<TrainerToggles>) => void };

/** The four show/hide toggles and the word-language filter of the trainer page; plain (decision 023). */
export function TrainerControls({ toggles, onChange }: Props) {
  const { t } = useTranslation('trainer');
  const showId = useId();
  const languageName = useLanguageName();

  return (
    <div className={`${styles.panel} ${styles.controls}`}>
      <div role="group" aria-labelledby={showId} className={styles.show}>
        <span id={showId} className={styles.showLabel}>
          {t('trainer.list.showLabel')}
        </span>
        <div className={styles.switches}>
          {SWITCHES.map(([name, label]) => (
            <PlainSwitch
              key={name}
              size="medium"
              checked={toggles[name]}
              onChange={(checked) => onChange({ [name]: checked })}
              label={t(label)}
              className={styles.switchLabel}
              labelClassName={styles.switchText}
            />
          ))}
        </div>
      </div>
      <SmallSelect
        label={t('trainer.list.language')}
        value={toggles.language}
        onChange={(value) => onChange({ language: toLanguageFilter(value) })}
        className={styles.language}
      >
        <option value="">{t('trainer.list.allLanguages')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </SmallSelect>
    </div>
  );
}

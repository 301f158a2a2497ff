import type { Language, WordStatus } from '@reeprise/contract';
import { startTransition, useCallback, useState } from 'react';
import { useNotify } from '@/components/ui/notify-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSetWordStatuses } from '../api/set-word-statuses';

const SAID = { known: 'reader.wordStatus.markedKnown', ignored: 'reader.wordStatus.markedIgnored', new: 'reader.wordStatus.markedNew' } as const;

/**
 * Known / Ignore / New for one word (the status buttons, K and I): the marks and the level fit change at
 * once (useSetWordStatuses), `said` is what a screen reader hears, and a failure is a notice.
 */
export function useWordStatus(language: Language) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { mutate } = useSetWordStatuses();
  const [said, setSaid] = useState('');

  const setStatus = useCallback(
    (form: string, word: string, status: WordStatus) => {
      if (!form) return;
      setSaid(t(SAID[status], { word }));
      mutate(
        { language, words: [form], status },
        { onError: (error) => startTransition(() => notify(error.detail ?? t('reader.wordStatus.failed'))) },
      );
    },
    [language, mutate, notify, t],
  );
  return { setStatus, said };
}

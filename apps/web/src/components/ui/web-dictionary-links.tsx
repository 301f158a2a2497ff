import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Language } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { lookUpUrl, useWebDictionaries } from '@/lib/web-dictionaries';
import '@/lib/i18n/exchange-messages';

/** Links to the learner's web dictionaries for a word, each opening in a new tab (issue 19 §2). */
export function WebDictionaryLinks({ word, language }: { word: string; language: Language }) {
  const { t, i18n } = useTranslation();
  const { dictionaries } = useWebDictionaries(language, i18n.language);
  if (dictionaries.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('exchange.dictionaries.linksLabel', { word })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}
    >
      {dictionaries.map((dictionary) => (
        <li key={`${dictionary.name}:${dictionary.url}`}>
          <Link
            href={lookUpUrl(dictionary.url, word)}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            aria-label={t('exchange.dictionaries.lookUp', { word, name: dictionary.name })}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
          >
            {dictionary.name}
            <OpenInNewIcon sx={{ fontSize: '0.9em' }} aria-hidden />
          </Link>
        </li>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { useDictionaryEntries } from '../api/get-dictionary-entries';

type Props = { language: Language; word: string };

/**
 * What the server's offline dictionaries say about a clicked word. Nothing is shown when no dictionary
 * knows it (or none is installed): the LLM's translation follows anyway.
 */
export function DictionaryEntries({ language, word }: Props) {
  const { t } = useTranslation();
  const lookup = useDictionaryEntries(language, word);
  if (lookup.isPending) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('reader.dictionary.loading')}
      </Typography>
    );
  }
  if (lookup.isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('reader.dictionary.failed')}
      </Typography>
    );
  }
  if (lookup.data.entries.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('reader.dictionary.label', { word })}
      sx={{ mt: 0.5, pl: 1, borderLeft: 2, borderColor: 'divider' }}
    >
      {lookup.data.entries.map((entry, index) => (
        <Box key={index} sx={{ mb: 0.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.definition}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {entry.dictionary}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, LanguageSchema, type Language } from '@reeprise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { templateProblem, useWebDictionaries, type TemplateProblem } from '@/lib/web-dictionaries';
import { suggestedDictionaries } from '@/lib/web-dictionary-suggestions';

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Per language, the web dictionaries the reader links a word to (URL templates with {word}). */
export function WebDictionariesSettings() {
  const { t, i18n } = useTranslation();
  const languageName = useLanguageName();
  const [language, setLanguage] = useState<Language>('SPANISH');
  const { dictionaries, customized, setDictionaries } = useWebDictionaries(language, i18n.language);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<TemplateProblem | 'no_name' | null>(null);

  const add = (dictionary: { name: string; url: string }) => setDictionaries([...dictionaries, dictionary]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = name.trim() ? templateProblem(url.trim()) : 'no_name';
    setProblem(found);
    if (found) return;
    add({ name: name.trim(), url: url.trim() });
    setName('');
    setUrl('');
  };
  const suggestions = suggestedDictionaries(language, i18n.language).filter(
    (suggestion) => !dictionaries.some((dictionary) => dictionary.url === suggestion.url),
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('exchange.dictionaries.intro')}</Typography>
      <TextField
        select
        size="small"
        label={t('exchange.dictionaries.language')}
        value={language}
        onChange={(event) => {
          const parsed = LanguageSchema.safeParse(event.target.value);
          if (parsed.success) setLanguage(parsed.data);
        }}
        slotProps={selectProps}
        sx={{ maxWidth: 320 }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {languageName(option)}
          </option>
        ))}
      </TextField>
      {dictionaries.length === 0 ? (
        <Typography>{t('exchange.dictionaries.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {dictionaries.map((dictionary, index) => (
            <Box component="li" key={`${index}:${dictionary.url}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{dictionary.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {dictionary.url}
                </Typography>
              </Box>
              <IconButton
                aria-label={t('exchange.dictionaries.remove', { name: dictionary.name })}
                onClick={() => setDictionaries(dictionaries.filter((_, other) => other !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {suggestions.map((suggestion) => (
          <Button key={suggestion.name} size="small" variant="outlined" onClick={() => add(suggestion)}>
            {t('exchange.dictionaries.suggestion', { name: suggestion.name })}
          </Button>
        ))}
        {customized && (
          <Button size="small" onClick={() => setDictionaries(null)}>
            {t('exchange.dictionaries.reset')}
          </Button>
        )}
      </Box>
      <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('exchange.dictionaries.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem === 'no_name'}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          sx={{ flex: '1 1 140px' }}
        />
        <TextField
          size="small"
          label={t('exchange.dictionaries.url')}
          placeholder="https://example.org/search?q={word}"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={problem !== null && problem !== 'no_name'}
          helperText={problem ? t(`exchange.dictionaries.problems.${problem}`) : undefined}
          slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
          sx={{ flex: '3 1 280px' }}
        />
        <Button type="submit" variant="contained">
          {t('exchange.dictionaries.add')}
        </Button>
      </Box>
    </Box>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { INTERFACE_NAMES } from '@/lib/language-names';
import { MuiIsland } from '@/components/ui/mui-island';
import { exportUrl } from '../api/export-vocabulary';
import { useExportCounts } from '../api/get-export-counts';
import type { ListFilters } from '../api/get-vocabulary-list';

/** The chosen scope's mark: a tick, not the selected tint alone (WCAG 1.4.1). */
function Tick({ shown }: { shown: boolean }) {
  return <ListItemIcon aria-hidden>{shown && <CheckIcon fontSize="small" />}</ListItemIcon>;
}

type Props = { id: string; anchor: HTMLElement | null; filters: ListFilters; onClose: () => void };

/**
 * The export formats: MUI's Menu (focus, arrow keys, Escape), loaded when the learner opens it (decision
 * 023). It says what the file will hold: the list's language ("47 Spanish words") or, one choice away,
 * all languages (issue 35), both following the list's search.
 */
export function ExportMenu({ id, anchor, filters, onClose }: Props) {
  const { t, i18n } = useTranslation('export-scope', 'vocabulary-exchange');
  // "47 Spanish words": the language as an adjective, in the interface's words only
  const names = i18n.language.startsWith('de') ? INTERFACE_NAMES.de : INTERFACE_NAMES.en;
  const search = filters.search?.trim() ?? '';
  const counts = useExportCounts(search, anchor !== null);
  const [allLanguages, setAllLanguages] = useState(false);
  const language = filters.language;
  const onlyLanguage = language !== '' && !allLanguages;
  const chosen = { ...filters, language: onlyLanguage ? language : ('' as const) };

  const languageCount = language
    ? (counts.data?.languages.find((c) => c.language === language)?.count ?? 0)
    : 0;
  const matching = search ? ` ${t('exportScope.matching', { search })}` : '';
  const languageLabel = counts.data
    ? t('exportScope.onlyLanguage', {
        count: languageCount,
        language: language && names[language],
      })
    : t('exportScope.onlyLanguageUncounted', { language: language && names[language] });
  const allLabel = counts.data
    ? t('exportScope.allLanguages', { count: counts.data.total })
    : t('exportScope.allLanguagesUncounted');

  return (
    <MuiIsland>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {language !== '' && (
          <MenuItem
            role="menuitemradio"
            aria-checked={onlyLanguage}
            selected={onlyLanguage}
            onClick={() => setAllLanguages(false)}
          >
            <Tick shown={onlyLanguage} />
            {languageLabel + matching}
          </MenuItem>
        )}
        <MenuItem
          role="menuitemradio"
          aria-checked={!onlyLanguage}
          selected={!onlyLanguage}
          onClick={() => setAllLanguages(true)}
        >
          <Tick shown={!onlyLanguage} />
          {allLabel + matching}
        </MenuItem>
        <Divider />
        {(['csv', 'tsv', 'apkg'] as const).map((format) => (
          <MenuItem key={format} component="a" href={exportUrl(chosen, format)} download onClick={onClose}>
            <Tick shown={false} />
            {t(`exchange.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </MuiIsland>
  );
}

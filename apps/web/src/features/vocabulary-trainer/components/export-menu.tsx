import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MuiIsland } from '@/components/ui/mui-island';
import { exportUrl } from '../api/export-vocabulary';
import type { ListFilters } from '../api/get-vocabulary-list';

type Props = { id: string; anchor: HTMLElement | null; filters: ListFilters; onClose: () => void };

/** The export formats: MUI's Menu (focus, arrow keys, Escape), loaded when the learner opens it (decision 023). */
export function ExportMenu({ id, anchor, filters, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <MuiIsland>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {(['csv', 'tsv', 'apkg'] as const).map((format) => (
          <MenuItem key={format} component="a" href={exportUrl(filters, format)} download onClick={onClose}>
            {t(`exchange.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </MuiIsland>
  );
}

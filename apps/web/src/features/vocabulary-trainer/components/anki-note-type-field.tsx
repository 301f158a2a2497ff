import TextField from '@mui/material/TextField';
import type { AnkiNoteTypePreview } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = {
  noteTypes: AnkiNoteTypePreview[];
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
};

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Which of the package's note types to import (a deck can mix several; each has its own fields). */
export function AnkiNoteTypeField({ noteTypes, value, onChange, disabled }: Props) {
  const { t } = useTranslation('vocabulary-exchange');
  return (
    <TextField
      select
      size="small"
      disabled={disabled}
      label={t('exchange.import.noteType')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={selectProps}
      sx={{ maxWidth: 420 }}
    >
      {noteTypes.map((type) => (
        <option key={type.id} value={type.id}>
          {t('exchange.import.noteTypeOption', { name: type.name, count: type.row_count })}
        </option>
      ))}
    </TextField>
  );
}

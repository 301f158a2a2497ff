import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_FILE_EXTENSIONS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_TEXT_MAX_CHARS,
  IMPORT_URL_MAX_LENGTH,
} from '@reeprise/contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

export type SourceKind = 'paste' | 'file' | 'url';

interface Props {
  kind: SourceKind;
  onKindChange: (kind: SourceKind) => void;
  text: string;
  onTextChange: (text: string) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  url: string;
  onUrlChange: (url: string) => void;
  onUrlDone: () => void;
  /** The text's language tag once chosen, so a pasted text is read (and spelled) as that language. */
  lang: string | undefined;
  error: string | undefined;
}

/** The three ways in: a tab each for pasting, a file and a web address. */
export function ImportSourceFields(props: Props) {
  const { t } = useTranslation('import-dialog');
  const id = useId();
  const panel = (kind: SourceKind) => `${id}-${kind}-panel`;
  const tab = (kind: SourceKind) => `${id}-${kind}-tab`;
  const megabytes = IMPORT_FILE_MAX_BYTES / (1024 * 1024);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    props.onFileChange(event.target.files?.[0] ?? null);
  };

  return (
    <Box>
      <Tabs
        value={props.kind}
        onChange={(_event, kind: SourceKind) => props.onKindChange(kind)}
        aria-label={t('importText.sources')}
        variant="fullWidth"
      >
        {(['paste', 'file', 'url'] as const).map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={t(`importText.${kind}`)}
            id={tab(kind)}
            aria-controls={panel(kind)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panel(props.kind)} aria-labelledby={tab(props.kind)} sx={{ pt: 2 }}>
        {props.kind === 'paste' && (
          <TextField
            label={t('importText.textLabel')}
            value={props.text}
            onChange={(event) => props.onTextChange(event.target.value)}
            multiline
            minRows={6}
            maxRows={14}
            fullWidth
            error={Boolean(props.error)}
            helperText={props.error}
            slotProps={{ htmlInput: { maxLength: IMPORT_TEXT_MAX_CHARS, lang: props.lang } }}
          />
        )}
        {props.kind === 'file' && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('importText.fileChoose')}
              <input type="file" hidden accept={IMPORT_FILE_EXTENSIONS.join(',')} onChange={handleFile} />
            </Button>
            <Typography variant="body2" aria-live="polite">
              {props.file ? t('importText.fileChosen', { name: props.file.name }) : t('importText.noFile')}
            </Typography>
            <Typography
              variant="caption"
              color={props.error ? 'error' : 'text.secondary'}
              role={props.error ? 'alert' : undefined}
            >
              {props.error ?? t('importText.fileHint', { count: megabytes })}
            </Typography>
          </Stack>
        )}
        {props.kind === 'url' && (
          <TextField
            label={t('importText.urlLabel')}
            value={props.url}
            onChange={(event) => props.onUrlChange(event.target.value)}
            onBlur={props.onUrlDone}
            type="url"
            placeholder="https://"
            fullWidth
            error={Boolean(props.error)}
            helperText={props.error ?? t('importText.urlHint')}
            slotProps={{ htmlInput: { maxLength: IMPORT_URL_MAX_LENGTH, inputMode: 'url' } }}
          />
        )}
      </Box>
    </Box>
  );
}

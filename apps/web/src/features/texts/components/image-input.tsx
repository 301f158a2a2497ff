import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
};

/** An object URL for the preview, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let next: string | null = null;
    try {
      next = file ? URL.createObjectURL(file) : null;
    } catch {
      // no object URLs here (an old browser, a test DOM): no preview, the file name still shows
    }
    setUrl(next);
    return () => {
      if (next) URL.revokeObjectURL(next);
    };
  }, [file]);
  return url;
}

/** Optional picture for the text (any image type), with a preview and a remove button. */
export function ImageInput({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(value);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
    // the same file chosen again after removing it must fire a change event
    event.target.value = '';
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={disabled}
        sx={{ textTransform: 'none' }}
      >
        {value ? t('texts.form.changeImage') : t('texts.form.image')}
        <input type="file" accept="image/*" hidden onChange={handleChange} />
      </Button>
      {value && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={t('texts.form.imagePreview')}
              sx={{
                width: 96,
                height: 72,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          )}
          <Box component="span" sx={{ fontSize: 14, color: 'text.secondary', wordBreak: 'break-all' }}>
            {value.name}
          </Box>
          <IconButton
            aria-label={t('texts.form.removeImage')}
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

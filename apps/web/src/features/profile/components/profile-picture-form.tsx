import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_MAX_BYTES } from '@reeprise/contract';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { useNotify } from '@/components/ui/notify-context';
import { profilePicUrl, useUploadProfilePic } from '../api/upload-profile-pic';

const PicFormSchema = z.object({
  pic: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList)
    .refine((files) => files.length > 0, 'required')
    .refine((files) => files[0]?.type.startsWith('image/') ?? false, 'notAnImage'),
});
type PicForm = z.input<typeof PicFormSchema>;

/** A preview of the chosen file, released again when it changes (jsdom has no object URLs). */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/**
 * `picture`: whoami's `pic`, the saved picture's URL or null while there is none (issue 35: asking for it
 * then was a 404); undefined from an older server, which is asked.
 */
type Props = { userId: number; username: string; picture?: string | null };

/** The profile picture: the current one, a file chooser for images (required) and Upload. */
export function ProfilePictureForm({ userId, username, picture }: Props) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const upload = useUploadProfilePic();
  const [savedUrl, setSavedUrl] = useState(() =>
    picture === undefined ? profilePicUrl(userId) : (picture ?? undefined),
  );
  const errorId = useId();
  const inputId = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<PicForm>({ resolver: zodResolver(PicFormSchema) });
  const files = useWatch({ control, name: 'pic' });
  const chosen = files instanceof FileList ? files[0] : undefined;
  const previewUrl = useObjectUrl(chosen);

  const onSubmit = handleSubmit(({ pic }) => {
    const file = pic[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (profile) => {
        if (profile.pic) setSavedUrl(profile.pic);
        reset();
        notify(t('settings.profile.uploaded'));
      },
      onError: (error) => notify(error.detail ?? t('settings.profile.failed')),
    });
  });

  const errorMessage =
    errors.pic?.message === 'notAnImage'
      ? t('settings.profile.notAnImage')
      : errors.pic
        ? t('validation.required')
        : undefined;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
    >
      <Avatar
        src={previewUrl ?? savedUrl}
        alt={t('settings.profile.current')}
        sx={{
          width: 96,
          height: 96,
          fontSize: 40,
          bgcolor: 'primary.light',
          alignSelf: { xs: 'center', sm: 'flex-start' },
        }}
      >
        {username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {/* the file input is the one tab stop, named by the button-like label beside it: a label
              wrapping it was a button holding a control, with a second, invisible tab stop */}
          <Box
            sx={{
              position: 'relative',
              '&:has(input:focus-visible) label': (theme) => ({
                outline: `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
              }),
            }}
          >
            <input
              {...register('pic')}
              id={inputId}
              type="file"
              accept="image/*"
              required
              aria-invalid={Boolean(errors.pic)}
              aria-describedby={errors.pic ? errorId : undefined}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              tabIndex={-1}
              role={undefined}
            >
              {t('settings.profile.choose')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, maxWidth: '100%' }}>
            {chosen?.name ?? t('settings.profile.noFile')}
          </Typography>
        </Stack>
        {errorMessage ? (
          <FormHelperText error id={errorId}>
            {errorMessage}
          </FormHelperText>
        ) : (
          <FormHelperText>
            {t('settings.profile.hint', { count: IMAGE_MAX_BYTES / 1024 / 1024 })}
          </FormHelperText>
        )}
        <Button type="submit" variant="contained" disabled={upload.isPending} sx={{ mt: 2 }}>
          {upload.isPending ? t('settings.profile.uploading') : t('settings.profile.upload')}
        </Button>
      </Box>
    </Stack>
  );
}

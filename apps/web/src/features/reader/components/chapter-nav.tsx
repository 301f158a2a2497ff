import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useChapter } from '../api/get-chapter';
import { chapterLinks, neighbourNumbers } from '../hooks/chapter-links';

type Props = { textId: number; chapter: number | null };

/** Previous / next chapter links; each is enabled only when that chapter exists. */
export function ChapterNav({ textId, chapter }: Props) {
  const { t } = useTranslation();
  const { previousNumber, nextNumber } = neighbourNumbers(chapter);
  const previousChapter = useChapter(textId, previousNumber);
  const nextChapter = useChapter(textId, nextNumber);
  const links = chapterLinks(textId, chapter, previousChapter.data?.status, nextChapter.data?.status);
  const current = chapter ? t('reader.chapter.number', { number: chapter }) : t('reader.chapter.original');

  return (
    <Stack
      component="nav"
      aria-label={t('reader.chapter.nav')}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
    >
      {links.previous ? (
        <Button component={RouterLink} to={links.previous} startIcon={<ChevronLeftIcon />}>
          {t('reader.chapter.previous')}
        </Button>
      ) : (
        <Button disabled startIcon={<ChevronLeftIcon />}>
          {t('reader.chapter.previous')}
        </Button>
      )}
      <Typography variant="subtitle2" component="p" color="text.secondary">
        {current}
      </Typography>
      {links.next ? (
        <Button component={RouterLink} to={links.next} endIcon={<ChevronRightIcon />}>
          {t('reader.chapter.next')}
        </Button>
      ) : (
        <Button disabled endIcon={<ChevronRightIcon />}>
          {t('reader.chapter.next')}
        </Button>
      )}
    </Stack>
  );
}

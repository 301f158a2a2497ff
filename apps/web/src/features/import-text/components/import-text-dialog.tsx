import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportDetection, Language, Level } from '@reeprise/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { useDetectImport } from '../api/detect-import';
import type { ImportSourceInput } from '../api/import-source';
import { useImportText } from '../api/import-text';
import { ImportOptionsFields } from './import-options-fields';
import { ImportSourceFields, type SourceKind } from './import-source-fields';

/** A pasted text is looked at once the learner pauses; shorter texts give no useful suggestion. */
const DETECT_PAUSE_MS = 600;
const DETECT_MIN_CHARS = 20;
const looksLikeUrl = (url: string) => /^https?:\/\/\S+\.\S+/i.test(url.trim());

function sourceOf(kind: SourceKind, text: string, file: File | null, url: string): ImportSourceInput | null {
  if (kind === 'paste') return text.trim() ? { kind, text } : null;
  if (kind === 'file') return file ? { kind, file } : null;
  return url.trim() ? { kind, url: url.trim() } : null;
}

/** The import form (issue 17 §1): a source, then title, language and level; the text appears in the list. */
export function ImportTextDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('import-dialog');
  const notify = useNotify();
  const titleId = useId();
  const detect = useDetectImport();
  const importText = useImportText();
  const [kind, setKind] = useState<SourceKind>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [languageChosen, setLanguageChosen] = useState(false);
  const [level, setLevel] = useState<Level | ''>('');
  const [detection, setDetection] = useState<ImportDetection | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // only the answer to the latest look counts: the learner may have changed the source meanwhile
  const lookId = useRef(0);

  const look = (source: ImportSourceInput | null) => {
    const id = (lookId.current += 1);
    setDetection(null);
    detect.reset();
    if (!source) return;
    detect.mutate(source, {
      onSuccess: (found) => {
        if (id !== lookId.current) return;
        setDetection(found);
        if (!languageChosen && found.language) setLanguage(found.language);
      },
    });
  };

  useEffect(() => {
    if (kind !== 'paste') return;
    if (text.trim().length < DETECT_MIN_CHARS) return;
    const timer = window.setTimeout(() => look({ kind: 'paste', text }), DETECT_PAUSE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new look only when the pasted text changes
  }, [kind, text]);

  const handleKindChange = (next: SourceKind) => {
    setKind(next);
    look(
      next === 'file'
        ? file
          ? { kind: 'file', file }
          : null
        : next === 'url' && looksLikeUrl(url)
          ? { kind: 'url', url }
          : null,
    );
  };
  const handleFileChange = (next: File | null) => {
    setFile(next);
    look(next ? { kind: 'file', file: next } : null);
  };
  const handleUrlDone = () => {
    if (looksLikeUrl(url)) look({ kind: 'url', url: url.trim() });
  };
  const handleLanguageChange = (next: Language) => {
    setLanguage(next);
    setLanguageChosen(true);
  };

  const source = sourceOf(kind, text, file, url);
  const sourceError = detect.error?.detail ?? (submitted && !source ? t('importText.giveSource') : undefined);
  const languageError = submitted && !language ? t('importText.chooseLanguage') : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!source || !language) return;
    importText.mutate(
      { source, language, level: level || null, title: title.trim() },
      {
        onSuccess: (imported) => {
          notify(t('importText.done', { title: imported.topic }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{t('importText.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('importText.intro')}
            </Typography>
            <ImportSourceFields
              kind={kind}
              onKindChange={handleKindChange}
              text={text}
              onTextChange={setText}
              file={file}
              onFileChange={handleFileChange}
              url={url}
              onUrlChange={setUrl}
              onUrlDone={handleUrlDone}
              lang={language ? LANGUAGE_TAGS[language] : undefined}
              error={sourceError}
            />
            <Typography variant="body2" aria-live="polite" sx={{ minHeight: '1.5em' }}>
              {detect.isPending && (
                <CircularProgress size={14} sx={{ mr: 1, verticalAlign: 'middle' }} aria-hidden />
              )}
              {detect.isPending && t('importText.detecting')}
              {detection &&
                `${t('importText.words', { count: detection.word_count })} · ${t('importText.chapters', { count: detection.chapter_count })}`}
            </Typography>
            <ImportOptionsFields
              title={title}
              onTitleChange={setTitle}
              detectedTitle={detection?.title}
              language={language}
              onLanguageChange={handleLanguageChange}
              suggestedLanguage={detection?.language}
              languageError={languageError}
              level={level}
              onLevelChange={setLevel}
            />
            {importText.isError && (
              <Alert severity="error">{importText.error.detail ?? t('importText.failed')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('importText.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={importText.isPending}>
            {importText.isPending ? t('importText.importing') : t('importText.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

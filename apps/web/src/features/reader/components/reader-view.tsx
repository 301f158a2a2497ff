import { LANGUAGE_SHORT_CODES, normalizeWord, type GeneratedText, type Vocabulary } from '@reeprise/contract';
import { lazy, Suspense, useCallback, useState, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink, useNavigate } from '@/lib/router';
import { DeleteTextButton } from '@/components/ui/delete-text-button';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import plain from '@/components/ui/plain.module.css';
import { StatusAlert } from '@/components/ui/status-alert';
import { TextPicture } from '@/components/ui/text-picture';
import { ApiError } from '@/lib/api-client';
import { useLanguageName } from '@/lib/language-names';
import { useGeneratedText } from '../api/get-generated-text';
import { countPending, useTextVocabulary } from '../api/get-text-vocabulary';
import { useChapterSelection } from '../hooks/use-chapter-selection';
import { useCountView } from '../hooks/use-count-view';
import { useKnownWords } from '../hooks/use-known-words';
import { useWordStatus } from '../hooks/use-word-status';
import { statusOf } from '@/lib/level-fit';
import { contentsOf } from '../hooks/chapter-titles';
import { ChapterList } from './chapter-list';
import { ChapterNav } from './chapter-nav';
import { ExplainSentence } from './explain-sentence';
import { LevelRewrite } from './level-rewrite';
import { ReadAloudBar } from './read-aloud-bar';
import { ReaderText } from './reader-text';
import styles from './reader.module.css';
import { useNarrow } from './use-narrow';
import { VocabularyPanel } from './vocabulary-panel';
import type { OpenedWord } from './word-popover';

// the popover at a tapped word (MUI's Popover: focus trap, Escape, focus return) loads on a phone when the
// finger or the keyboard first reaches the text, not with the reader (decision 022)
const loadWordPopover = () => Promise.all([import('./word-popover'), import('@/components/ui/mui-island')]);
const WordPopover = lazy(async () => {
  const [{ WordPopover: Popover }, { MuiIsland }] = await loadWordPopover();
  return {
    default: function WordPopoverInMui(props: ComponentProps<typeof Popover>) {
      return (
        <MuiIsland>
          <Popover {...props} />
        </MuiIsland>
      );
    },
  };
});

// deleting a word (with Undo) loads with the first bin pressed: its answers' schemas bring zod
const WordDeleter = lazy(() => import('./word-deleter').then((module) => ({ default: module.WordDeleter })));

type Props = {
  /** null when the address holds no valid id. */
  textId: number | null;
  chapter: number | null;
  currentUserId: number | null | undefined;
  /** The user setting show_new_word_marks: new words get a quiet mark (issue 34). */
  showNewWordMarks?: boolean;
  /** The user setting target_known_share (issue 36): the rewrite offer compares the level fit with it. */
  targetKnownShare?: number;
};

function Problem({ message, action }: { message: string; action?: { label: string; onClick: () => void } }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.textReader')}</PageTitle>
      <StatusAlert
        severity="warning"
        action={
          action ? (
            <button type="button" className={`${plain.button} ${plain.small} ${plain.inherit}`} onClick={action.onClick}>
              {action.label}
            </button>
          ) : undefined
        }
      >
        {message}
      </StatusAlert>
      <RouterLink to="/reeprise" className={`${plain.button} ${styles.back}`}>
        {t('reader.backToTexts')}
      </RouterLink>
    </>
  );
}

/** /reeprise/{id}: the text (or a chapter) with clickable words, chapter links and the vocabulary panel. */
export function ReaderView({ textId, ...props }: Props) {
  const { t } = useTranslation();
  if (textId === null) return <Problem message={t('reader.notFound')} />;
  return <LoadedReader textId={textId} {...props} />;
}

function LoadedReader({
  textId,
  chapter,
  currentUserId,
  showNewWordMarks = true,
  targetKnownShare,
}: Props & { textId: number }) {
  const { t } = useTranslation();
  const text = useGeneratedText(textId);
  useCountView(textId, text.isSuccess);

  if (text.isPending) {
    return (
      <>
        <PageTitle>{t('pages.textReader')}</PageTitle>
        <FullPageSpinner label={t('reader.loading')} />
      </>
    );
  }
  if (text.isError) {
    const missing = text.error instanceof ApiError && text.error.status === 404;
    return missing ? (
      <Problem message={t('reader.notFound')} />
    ) : (
      <Problem
        message={t('reader.loadFailed')}
        action={{ label: t('reader.retry'), onClick: () => void text.refetch() }}
      />
    );
  }
  return (
    <Reader
      text={text.data}
      chapter={chapter}
      isCreator={currentUserId === text.data.creator_id}
      showNewWordMarks={showNewWordMarks}
      targetKnownShare={targetKnownShare}
    />
  );
}

function Reader({
  text,
  chapter,
  isCreator,
  showNewWordMarks,
  targetKnownShare,
}: {
  text: GeneratedText;
  chapter: number | null;
  isCreator: boolean;
  showNewWordMarks: boolean;
  targetKnownShare: number | undefined;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const vocabulary = useTextVocabulary(text.id);
  const pendingEntries = countPending(vocabulary.data);
  const known = useKnownWords(text.language, pendingEntries);
  const navigate = useNavigate();
  const selection = useChapterSelection();
  const { unmarkClicked } = known;
  const handleDeleted = useCallback((entry: Vocabulary) => entry.forms.forEach(unmarkClicked), [unmarkClicked]);
  const [deletions, setDeletions] = useState<readonly Vocabulary[]>([]);
  const deleteWord = useCallback((entry: Vocabulary) => setDeletions((asked) => [...asked, entry]), []);
  // phones: the tapped word's entry opens at the word; wide screens have the panel beside the text
  const narrow = useNarrow();
  const [opened, setOpened] = useState<OpenedWord | null>(null);
  // once opened, the popover stays mounted: it closes as MUI's Popover does, focus back to the word
  const [popoverMounted, setPopoverMounted] = useState(false);
  // the entry shown is the panel's copy when it has one: it is polled while PENDING and fresh after edits
  const listed = opened?.entry && vocabulary.data?.pages.flatMap((page) => page.results).find((e) => e.id === opened.entry?.id);
  const shown = opened && listed ? { ...opened, entry: listed } : opened;
  // a phrase has no status: only a single word's popover offers Known / Ignore / New
  const openedForm = opened && !/\s/.test(opened.word.trim()) ? normalizeWord(opened.word) : null;
  const { setStatus } = useWordStatus(text.language);

  const handleWordOpened = useCallback(
    (word: string, anchor: HTMLElement | null) => {
      if (!narrow || !anchor) return false;
      setOpened({ word, anchor, entry: null });
      setPopoverMounted(true);
      return true;
    },
    [narrow],
  );
  const handleWordEntry = useCallback((entry: Vocabulary) => {
    setOpened((current) => current && { ...current, entry });
  }, []);
  const handleWordFailed = useCallback(
    (word: string) => {
      unmarkClicked(word);
      setOpened(null);
    },
    [unmarkClicked],
  );
  // the popover's chunk starts loading as the finger or the keyboard reaches the text on a phone
  const preloadPopover = narrow ? () => void loadWordPopover().catch(() => undefined) : undefined;

  return (
    <>
      <div className={styles.meta}>
        <span
          className={`${plain.chip} ${plain.chipOutlined} ${plain.chipPrimary}`}
          title={languageName(text.language)}
        >
          {LANGUAGE_SHORT_CODES[text.language]}
        </span>
        {(!text.imported || text.imported.level_given) && <span className={plain.chip}>{text.level}</span>}
        {text.imported ? (
          <span className={`${plain.chip} ${plain.chipOutlined} ${plain.chipInfo}`} title={t('importText.badgeHint')}>
            {t('importText.badge')}
          </span>
        ) : (
          <span className={plain.chip}>{t(`texts.textTypes.${text.text_type}`)}</span>
        )}
        {text.imported?.url && (
          <a
            className={`${plain.chip} ${plain.chipOutlined} ${styles.chipLink}`}
            href={text.imported.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={`${t('importText.source')}: ${new URL(text.imported.url).hostname}`}
          >
            {new URL(text.imported.url).hostname}
          </a>
        )}
        {text.is_demo && (
          <span className={`${plain.chip} ${plain.chipOutlined} ${plain.chipSecondary}`} title={t('reader.demoHint')}>
            {t('reader.demo')}
          </span>
        )}
        {isCreator && (
          <div className={styles.metaEnd}>
            <DeleteTextButton text={text} variant="button" onDeleted={() => void navigate('/reeprise', { replace: true })} />
          </div>
        )}
      </div>
      <PageTitle>{text.topic || t('texts.card.untitled')}</PageTitle>
      {text.image && (
        <div className={styles.picture}>
          <TextPicture src={text.image} alt={t('reader.picture')} height={{ xs: 180, sm: 260 }} />
        </div>
      )}
      <ChapterNav textId={text.id} chapter={chapter} contents={contentsOf(text)} />
      {contentsOf(text) && <ChapterList textId={text.id} chapter={chapter} contents={contentsOf(text)!} />}
      <LevelRewrite text={text} chapter={chapter} isCreator={isCreator} target={targetKnownShare} />
      <div className={styles.columns}>
        <div className={styles.main} onPointerDown={preloadPopover} onFocus={preloadPopover}>
          <ReadAloudBar text={text} chapter={chapter} />
          <ReaderText
            text={text}
            chapter={chapter}
            isCreator={isCreator}
            model={known.model}
            loaded={known.loaded}
            showNewWordMarks={showNewWordMarks}
            onWordAdded={known.markClicked}
            onWordFailed={handleWordFailed}
            onWordOpened={handleWordOpened}
            onWordEntry={handleWordEntry}
          />
          <ExplainSentence text={text} chapter={chapter} />
          {popoverMounted && (
            <Suspense fallback={null}>
              <WordPopover
                opened={shown}
                selection={selection}
                onDelete={deleteWord}
                onClose={() => setOpened(null)}
                status={openedForm === null ? undefined : statusOf(known.model, openedForm)}
                onStatus={(status) => openedForm !== null && shown && setStatus(openedForm, shown.word, status)}
              />
            </Suspense>
          )}
        </div>
        {deletions.length > 0 && (
          <Suspense fallback={null}>
            <WordDeleter deletions={deletions} onDeleted={handleDeleted} />
          </Suspense>
        )}
        <div className={styles.side}>
          <VocabularyPanel
            textId={text.id}
            vocabulary={vocabulary}
            canGenerate={isCreator && text.status === 'COMPLETE' && !text.imported}
            selection={selection}
            onDelete={deleteWord}
          />
        </div>
      </div>
    </>
  );
}

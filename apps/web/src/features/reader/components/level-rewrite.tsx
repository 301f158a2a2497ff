import {
  TARGET_KNOWN_SHARE_DEFAULT,
  type GeneratedText,
  type LevelFit,
  type RewriteDirection,
} from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from '@/lib/router';
import plain from '@/components/ui/plain.module.css';
import { useNotify } from '@/components/ui/notify-context';
import { useChapter } from '../api/get-chapter';
import { useRewriteText } from '../api/rewrite-text';
import styles from './reader.module.css';

/** "Too hard" is offered this far under the learner's target (issue 36: 3 points). */
const EASIER_MARGIN = 0.03;
/** Above this share the text teaches next to nothing new: "Make it harder". */
const HARDER_ABOVE = 0.99;

const isShare = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/** The server's level fit when the answer carries a well-formed one (older servers send none). */
function knownShareOf(fit: LevelFit | null | undefined): number | null {
  return fit && isShare(fit.known_share) ? fit.known_share : null;
}

/** Which rewrite to offer for a text the learner knows `known` of, with the target `target`; null: none. */
export function rewriteOffer(known: number | null, target: number): RewriteDirection | null {
  if (known === null) return null;
  if (known < target - EASIER_MARGIN) return 'easier';
  if (known > HARDER_ABOVE) return 'harder';
  return null;
}

type Props = {
  text: GeneratedText;
  chapter: number | null;
  isCreator: boolean;
  /** The learner's target_known_share; the default while the settings are not in. */
  target: number | undefined;
};

/**
 * Under the chapter links (issue 36): what a rewritten chapter retells, and for the text's creator, once the
 * text or chapter is finished, "Too hard? Make it easier" or "Make it harder" from the server's level fit
 * against the learner's target; the new chapter opens and streams like any generated chapter.
 */
export function LevelRewrite({ text, chapter, isCreator, target = TARGET_KNOWN_SHARE_DEFAULT }: Props) {
  const { t } = useTranslation('level-fit');
  const notify = useNotify();
  const navigate = useNavigate();
  const chapterQuery = useChapter(text.id, chapter);
  const rewrite = useRewriteText();
  const shown =
    chapter === null ? text : chapterQuery.data?.status === 'NON_EXISTENT' ? undefined : chapterQuery.data;
  if (!shown) return null;
  const from = 'rewritten_from' in shown ? shown.rewritten_from : null;
  const offer =
    isCreator && shown.status === 'COMPLETE' && !text.imported
      ? rewriteOffer(knownShareOf(shown.level_fit), target)
      : null;
  if (!from && !offer) return null;

  const handleRewrite = (direction: RewriteDirection) => {
    rewrite.mutate(
      { textId: text.id, direction, chapterNumber: chapter },
      {
        onSuccess: ({ generated_text_id, counter }) => {
          notify(t('levelFit.rewrite.rewriting'));
          void navigate(`/reeprise/${generated_text_id}?chapter=${counter}`);
        },
        onError: (error) => notify(error.detail ?? t('levelFit.rewrite.rewriteFailed')),
      },
    );
  };

  return (
    <div className={styles.levelRow}>
      {from && (
        <p className={styles.levelFrom}>
          {from.chapter_number === 0
            ? t(`levelFit.rewrite.retoldFromText.${from.direction}`)
            : t(`levelFit.rewrite.retoldFrom.${from.direction}`, { number: from.chapter_number })}
        </p>
      )}
      {offer && (
        <button
          type="button"
          className={`${plain.button} ${plain.small}`}
          disabled={rewrite.isPending}
          onClick={() => handleRewrite(offer)}
        >
          {rewrite.isPending ? t('levelFit.rewrite.rewriting') : t(`levelFit.rewrite.${offer}`)}
        </button>
      )}
    </div>
  );
}

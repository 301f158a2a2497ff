import { paths } from '@reeprise/contract';
import { useState } from 'react';
import styles from './text-list.module.css';

type Props = { creatorId: number; name: string; picture?: string | null };

/** The picture URL the spec gives every user; it answers 404 while they have none. */
const unversionedPicture = (creatorId: number) => paths.profiles.userPicture(creatorId);

/**
 * The creator's profile picture, or their initial, as MUI's Avatar drew it. The text's `creator_pic`
 * says whether there is a picture (null: none), so a creator without one costs no request and no 404 per
 * card; only an answer without that field (an older server) falls back to asking, showing the initial
 * on a 404.
 */
export function CreatorAvatar({ creatorId, name, picture }: Props) {
  const src = picture === undefined ? unversionedPicture(creatorId) : (picture ?? undefined);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showPicture = src !== undefined && src !== failedSrc;
  return (
    // the initial in near-black on amber: the page's light grey was 1.9:1
    <div className={styles.avatar}>
      {showPicture ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </div>
  );
}

import { useParams } from '@/lib/router';
import {
  WishSpaceDetailView,
  WishSpaceNotAccessibleError,
} from '@/features/wishes/components/wish-space-detail';

/** /wishspace/:wishSpaceId: one wish space ('Wishspace Not Accessible' when missing or not the user's). */
export function WishSpaceDetailPage() {
  const { wishSpaceId } = useParams();
  const id = Number(wishSpaceId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new WishSpaceNotAccessibleError(`bad id ${wishSpaceId}`);
  return <WishSpaceDetailView key={id} id={id} />;
}

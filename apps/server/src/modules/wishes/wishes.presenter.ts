import { extrasPaths, type Wish, type WishSpace, type WishSpaceDetail } from '@reeprise/contract';
import type { WishRecord, WishSpaceRecord } from './wishes.repository.js';
import type { WishSpaceWithWishes } from './wishes.service.js';

export const presentWish = (w: WishRecord): Wish => ({
  id: w.id,
  title: w.title,
  created_at: w.createdAt,
  audio_url: extrasPaths.wishes.audio(w.id),
  content_type: w.contentType,
  size: w.size,
});

export const presentWishSpace = (s: WishSpaceRecord): WishSpace => ({
  id: s.id,
  name: s.name,
  created_at: s.createdAt,
  wish_count: s.wishCount,
});

export const presentWishSpaceDetail = ({ space, wishes }: WishSpaceWithWishes): WishSpaceDetail => ({
  ...presentWishSpace(space),
  upload_token: space.uploadToken,
  wishes: wishes.map(presentWish),
});

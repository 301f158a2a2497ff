import { CSRF_COOKIE, WishSchema, extrasPaths, type Wish } from '@reeprise/contract';
import { useMutation } from '@tanstack/react-query';
import { api, readCookie, type ApiError } from '@/lib/api-client';

export const UPLOAD_WISH_ERROR = 'could not upload wish';

export type UploadWishInput = {
  spaceId: number;
  token: string;
  title: string;
  recording: Blob;
  fileName: string;
};

/** The guest upload (spec §7): multipart csrfmiddlewaretoken, title, space, sound_file; header Token. */
export function uploadWish({ spaceId, token, title, recording, fileName }: UploadWishInput): Promise<Wish> {
  const form = new FormData();
  form.append('csrfmiddlewaretoken', readCookie(CSRF_COOKIE) ?? '');
  form.append('title', title);
  form.append('space', String(spaceId));
  form.append('sound_file', recording, fileName);
  return api.post(extrasPaths.wishes.upload(spaceId), form, {
    schema: WishSchema,
    errorMessage: UPLOAD_WISH_ERROR,
    headers: { Authorization: `Token ${token}` },
  });
}

export function useUploadWish() {
  return useMutation<Wish, ApiError, UploadWishInput>({ mutationFn: uploadWish });
}

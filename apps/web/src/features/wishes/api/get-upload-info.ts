import { WishUploadInfoSchema, extrasPaths, type WishUploadInfo } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const UPLOAD_INFO_ERROR = 'could not fetch upload info';

/** What the guest's token opens; 401/403/404 mean the link is not (or no longer) valid. */
export function getUploadInfo(spaceId: number, token: string, signal?: AbortSignal): Promise<WishUploadInfo> {
  return api.get(extrasPaths.wishes.uploadInfo(spaceId), {
    schema: WishUploadInfoSchema,
    errorMessage: UPLOAD_INFO_ERROR,
    headers: { Authorization: `Token ${token}` },
    signal,
  });
}

export function getUploadInfoQueryOptions(spaceId: number, token: string) {
  return queryOptions({
    queryKey: ['wish-upload-info', spaceId, token],
    queryFn: ({ signal }) => getUploadInfo(spaceId, token, signal),
    staleTime: Infinity,
  });
}

export function useUploadInfo(spaceId: number, token: string) {
  return useQuery(getUploadInfoQueryOptions(spaceId, token));
}

import { AdminTextPageSchema, AdminTextSchema, extrasPaths, type AdminText } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, useAdminList } from './admin-list';

/** Texts, newest first; q searches topic and creator. */
export const useAdminTexts = (q: string) => useAdminList('texts', AdminTextPageSchema, q);

export function unpublishAdminText(id: number): Promise<AdminText> {
  return api.patch(
    extrasPaths.admin.texts.detail(id),
    { publicly_visible: false },
    {
      schema: AdminTextSchema,
      errorMessage: ADMIN_UPDATE_ERROR,
    },
  );
}

/** Deletes a text with its chapters and vocabulary usages. */
export function deleteAdminText(id: number): Promise<unknown> {
  return api.delete(extrasPaths.admin.texts.detail(id), undefined, { errorMessage: ADMIN_UPDATE_ERROR });
}

function useTextsMutation<T>(mutationFn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiError, number>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey('texts') }),
  });
}

export const useUnpublishAdminText = () => useTextsMutation(unpublishAdminText);
export const useDeleteAdminText = () => useTextsMutation(deleteAdminText);

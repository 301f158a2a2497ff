import {
  AdminUserPageSchema,
  AdminUserSchema,
  type AdminCreateUser,
  type AdminUpdateUser,
  type AdminUser,
  extrasPaths,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, getAdminListQueryOptions, useAdminList } from './admin-list';

export const getAdminUsersQueryOptions = (q: string) =>
  getAdminListQueryOptions('users', AdminUserPageSchema, q);
/** Users, newest first; q searches the username. Also the admin area's staff check (401/403). */
export const useAdminUsers = (q: string) => useAdminList('users', AdminUserPageSchema, q);

export function createAdminUser(body: AdminCreateUser): Promise<AdminUser> {
  return api.post(extrasPaths.admin.users.collection(), body, {
    schema: AdminUserSchema,
    errorMessage: ADMIN_UPDATE_ERROR,
  });
}

export function updateAdminUser({ id, ...patch }: AdminUpdateUser & { id: number }): Promise<AdminUser> {
  return api.patch(extrasPaths.admin.users.detail(id), patch, {
    schema: AdminUserSchema,
    errorMessage: ADMIN_UPDATE_ERROR,
  });
}

const DetailSchema = z.object({ detail: z.string() });

export function setAdminUserPassword({
  id,
  password,
}: {
  id: number;
  password: string;
}): Promise<{ detail: string }> {
  return api.post(
    extrasPaths.admin.users.setPassword(id),
    { password },
    {
      schema: DetailSchema,
      errorMessage: ADMIN_UPDATE_ERROR,
    },
  );
}

function useUsersMutation<T, I>(mutationFn: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiError, I>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey('users') }),
  });
}

export const useCreateAdminUser = () => useUsersMutation(createAdminUser);
export const useUpdateAdminUser = () => useUsersMutation(updateAdminUser);
export const useSetAdminUserPassword = () => useUsersMutation(setAdminUserPassword);

import { AdminEarlyAccessPageSchema } from '@reeprise/contract';
import { useAdminList } from './admin-list';

/** Early-access addresses, newest first; q searches the address. */
export const useAdminEarlyAccess = (q: string) => useAdminList('early_access', AdminEarlyAccessPageSchema, q);

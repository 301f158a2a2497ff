import { useEffect, useState } from 'react';

export const ADMIN_TABS = [
  'users',
  'texts',
  'bark-accounts',
  'barks',
  'wish-spaces',
  'shopping-lists',
  'early-access',
  'llm-usage',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function tabFromPath(pathname: string): AdminTab {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0];
  return ADMIN_TABS.find((tab) => tab === segment) ?? 'users';
}

/** The open tab lives in the path (/admin/texts …), so a reload or a shared link keeps it. */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [tab, setTab] = useState<AdminTab>(() => tabFromPath(window.location.pathname));
  useEffect(() => {
    const handlePop = () => setTab(tabFromPath(window.location.pathname));
    window.addEventListener('popstate', handlePop);
    return () => window.removeEventListener('popstate', handlePop);
  }, []);
  const select = (next: AdminTab) => {
    if (window.location.pathname.startsWith('/admin')) window.history.pushState(null, '', `/admin/${next}`);
    setTab(next);
  };
  return [tab, select];
}

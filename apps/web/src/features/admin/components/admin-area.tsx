import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, type JSX } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAdminTab, type AdminTab } from '../hooks/use-admin-tab';
import { BarkAccountsTab } from './bark-accounts-tab';
import { BarksTab } from './barks-tab';
import { EarlyAccessTab } from './early-access-tab';
import { LlmUsageTab } from './llm-usage-tab';
import { ShoppingListsTab } from './shopping-lists-tab';
import { TextsTab } from './texts-tab';
import { UsersTab } from './users-tab';
import { WishSpacesTab } from './wish-spaces-tab';

const LABELS = {
  users: 'extras.admin.tabs.users',
  texts: 'extras.admin.tabs.texts',
  'bark-accounts': 'extras.admin.tabs.barkAccounts',
  barks: 'extras.admin.tabs.barks',
  'wish-spaces': 'extras.admin.tabs.wishSpaces',
  'shopping-lists': 'extras.admin.tabs.shoppingLists',
  'early-access': 'extras.admin.tabs.earlyAccess',
  'llm-usage': 'extras.admin.tabs.llmUsage',
} as const satisfies Record<AdminTab, string>;

const PANELS: Record<AdminTab, () => JSX.Element> = {
  users: UsersTab,
  texts: TextsTab,
  'bark-accounts': BarkAccountsTab,
  barks: BarksTab,
  'wish-spaces': WishSpacesTab,
  'shopping-lists': ShoppingListsTab,
  'early-access': EarlyAccessTab,
  'llm-usage': LlmUsageTab,
};

/** The admin area's tabs, one table each. */
export function AdminArea() {
  const { t } = useTranslation('extras');
  const [tab, setTab] = useAdminTab();
  const Panel = PANELS[tab];
  const title = t('extras.admin.title');
  useEffect(() => {
    document.title = `${title} · Reeprise`;
  }, [title]);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: AdminTab) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('extras.admin.tabs.label')}
        >
          {(Object.keys(LABELS) as AdminTab[]).map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(LABELS[key])}
              id={`admin-tab-${key}`}
              aria-controls="admin-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}

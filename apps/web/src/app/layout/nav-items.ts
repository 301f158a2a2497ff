import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import MapIcon from '@mui/icons-material/Map';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MicIcon from '@mui/icons-material/Mic';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Gate } from '@/lib/access';
import type { Messages } from '@/lib/i18n';

export type NavItem = {
  label: `nav.${keyof Messages['nav']}`;
  icon: typeof SvgIcon;
  /** An SPA route, or a page outside the SPA that needs a full page load. */
  to: string;
  fullPageLoad?: boolean;
  gate?: Gate;
};

/** The drawer's items in order (spec §2, App shell); gated ones show only to who may use them. */
export const NAV_SECTIONS: readonly (readonly NavItem[])[] = [
  [
    { label: 'nav.textList', icon: ArticleIcon, to: '/reeprise' },
    { label: 'nav.vocabulary', icon: MenuBookIcon, to: '/vocabulary_trainer' },
    { label: 'nav.statistics', icon: BarChartIcon, to: '/statistics' },
    { label: 'nav.settings', icon: SettingsIcon, to: '/settings' },
  ],
  [{ label: 'nav.admin', icon: AdminPanelSettingsIcon, to: '/admin', fullPageLoad: true, gate: 'staff' }],
  [
    { label: 'nav.wishes', icon: MicIcon, to: '/wishspace', gate: 'experimental' },
    { label: 'nav.barkAccount', icon: AccountBalanceWalletIcon, to: '/bark_account', gate: 'experimental' },
    { label: 'nav.chat', icon: ChatIcon, to: '/chat', gate: 'experimental' },
    { label: 'nav.email', icon: EmailIcon, to: '/check_your_email', gate: 'experimental' },
    { label: 'nav.newTrainer', icon: SchoolIcon, to: '/vocabulary_trainer_new', gate: 'experimental' },
    { label: 'nav.dialogue', icon: ForumIcon, to: '/dialogue', gate: 'experimental' },
  ],
  [
    { label: 'nav.classic', icon: MapIcon, to: '/bark_classic', gate: 'viewBarks' },
    { label: 'nav.shoppingList', icon: ShoppingCartIcon, to: '/shoppinglist', gate: 'viewShoppingList' },
  ],
];

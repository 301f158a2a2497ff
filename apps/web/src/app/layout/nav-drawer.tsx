import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { UserSettings, Whoami } from '@reeprise/contract';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NavLink, useNavigate } from '@/lib/router';
import { MuiIsland } from '@/components/ui/mui-island';
import { useNotify } from '@/components/ui/notify-context';
import { useLogout } from '@/features/auth/api/logout';
import { canAccess } from '@/lib/access';
import { NAV_SECTIONS, type NavItem } from './nav-items';

type Props = {
  open: boolean;
  onClose: () => void;
  whoami: Whoami;
  settings: UserSettings | undefined;
};

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const content = (
    <>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(item.label)} />
    </>
  );
  if (item.fullPageLoad) {
    // the admin area is a separate page bundle: the SPA must not route it
    const handleClick = (event: MouseEvent) => {
      event.preventDefault();
      onNavigate();
      window.location.assign(item.to);
    };
    return (
      <ListItem disablePadding>
        <ListItemButton component="a" href={item.to} onClick={handleClick}>
          {content}
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={item.to} onClick={onNavigate}>
        {content}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The slide-in navigation; choosing any item closes it. A chunk of its own with MUI's theme: the shell
 * around it is plain (decision 021). It stays mounted once opened, so a logout's answer still lands.
 */
export function NavDrawer(props: Props) {
  return (
    <MuiIsland>
      <NavDrawerContent {...props} />
    </MuiIsland>
  );
}

function NavDrawerContent({ open, onClose, whoami, settings }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout({
    // back to the landing page, without the Sign In state (decision 001)
    onSuccess: () => navigate('/reeprise'),
  });
  const sections = NAV_SECTIONS.map((items) =>
    items.filter((item) => !item.gate || canAccess(item.gate, whoami, settings)),
  ).filter((items) => items.length > 0);

  // closed by a link, focus goes to the new page's heading (app-shell), not back to the menu button;
  // closed by Escape or the backdrop, it returns to the menu button
  const [navigated, setNavigated] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setNavigated(false);
  }
  const handleNavigate = () => {
    setNavigated(true);
    onClose();
  };

  const handleLogout = () => {
    handleNavigate();
    logout.mutate(undefined, { onError: () => notify(t('errors.logout')) });
  };

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      disableRestoreFocus={navigated}
      slotProps={{ paper: { 'aria-label': t('nav.label') } }}
    >
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 280 }}>
        <Box sx={{ px: 2, py: 2.5 }}>
          <Typography variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {settings?.app_name ?? t('app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {whoami.username}
          </Typography>
        </Box>
        <Divider />
        {sections.map((items) => (
          <List
            key={items[0]?.to}
            subheader={
              items[0]?.gate === 'experimental' ? (
                <ListSubheader disableSticky>{t('nav.experimental')}</ListSubheader>
              ) : undefined
            }
          >
            {items.map((item) => (
              <NavEntry key={item.to} item={item} onNavigate={handleNavigate} />
            ))}
          </List>
        ))}
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton onClick={handleLogout}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('nav.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}

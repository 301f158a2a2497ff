import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { UserSettings, Whoami } from '@reeprise/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { canAccess } from '@/lib/access';
import { NAV_SECTIONS, type NavItem } from './nav-items';

type Props = {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  whoami: Whoami;
  settings: UserSettings | undefined;
};

function NavEntry({ item, onClose }: { item: NavItem; onClose: () => void }) {
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
      onClose();
      window.location.assign(item.to);
    };
    return (
      <ListItemButton component="a" href={item.to} onClick={handleClick}>
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton component={NavLink} to={item.to} onClick={onClose}>
      {content}
    </ListItemButton>
  );
}

/** The slide-in navigation; choosing any item closes it. */
export function NavDrawer({ open, onClose, onLogout, whoami, settings }: Props) {
  const { t } = useTranslation();
  const sections = NAV_SECTIONS.map((items) =>
    items.filter((item) => !item.gate || canAccess(item.gate, whoami, settings)),
  ).filter((items) => items.length > 0);

  const handleLogout = () => {
    onClose();
    onLogout();
  };

  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 280 }}>
        <Box sx={{ px: 2, py: 2.5 }}>
          <Typography variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {t('app.name')}
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
              <NavEntry key={item.to} item={item} onClose={onClose} />
            ))}
          </List>
        ))}
        <Divider />
        <List>
          <ListItemButton onClick={handleLogout}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('nav.logout')} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}

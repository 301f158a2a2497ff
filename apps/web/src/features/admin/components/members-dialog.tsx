import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = {
  title: string;
  members: string[] | null;
  busy: boolean;
  onAdd: (username: string) => Promise<unknown>;
  onRemove: (username: string) => void;
  onClose: () => void;
};

/** The members of a bark account or shopping list: remove one, add one by username. */
export function MembersDialog({ title, members, busy, onAdd, onRemove, onClose }: Props) {
  const { t } = useTranslation('extras');
  const [username, setUsername] = useState('');

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return;
    try {
      await onAdd(name);
      setUsername('');
    } catch {
      // told by the caller; keep the name to correct it
    }
  };

  return (
    <Dialog open={members !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {members && members.length === 0 && (
          <Typography color="text.secondary">{t('extras.admin.noMembers')}</Typography>
        )}
        <List dense aria-label={t('extras.admin.members')}>
          {members?.map((member) => (
            <ListItem
              key={member}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('extras.admin.removeMember', { username: member })}
                  onClick={() => onRemove(member)}
                  disabled={busy}
                >
                  <PersonRemoveIcon />
                </IconButton>
              }
            >
              <ListItemText primary={member} />
            </ListItem>
          ))}
        </List>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event) => void handleAdd(event)}
          sx={{ mt: 1 }}
        >
          <TextField
            size="small"
            label={t('extras.admin.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy || !username.trim()}>
            {t('extras.admin.addMember')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('extras.admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

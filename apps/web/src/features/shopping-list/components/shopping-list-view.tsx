import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ShoppingList } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useShoppingList } from '../api/get-shopping-lists';
import { useUpdateShoppingList } from '../api/update-shopping-list';
import type { ShoppingChange } from '../utils/shopping-change';
import { AddItemForm } from './add-item-form';
import { ShoppingEntryRow } from './shopping-entry-row';

/** The user's (first) shopping list: entries with toggle and delete, and the add form. */
export function ShoppingListView() {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const list = useShoppingList();
  const update = useUpdateShoppingList();

  const change = (current: ShoppingList, shoppingChange: ShoppingChange) =>
    update.mutateAsync(
      { list: current, change: shoppingChange },
      {
        onSuccess: ({ conflicted }) => {
          if (conflicted) notify(t('extras.shopping.conflict'));
        },
        onError: (error) => notify(error.detail ?? t('extras.shopping.saveFailed')),
      },
    );

  if (list.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('extras.shopping.loading')} />
      </Box>
    );
  }
  if (list.isError || list.data === null) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.shopping.loadFailed')}
      </Alert>
    );
  }

  const current = list.data;
  const busy = update.isPending;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, p: { xs: 2, sm: 3 } }}>
      <AddItemForm
        disabled={busy}
        onAdd={(itemName) => change(current, { kind: 'add', item_name: itemName })}
      />
      {current.entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ pt: 3, textAlign: 'center' }}>
          {t('extras.shopping.empty')}
        </Typography>
      ) : (
        <List aria-label={t('extras.shopping.label')} sx={{ mt: 1 }}>
          {current.entries.map((entry, index) => (
            <ShoppingEntryRow
              // entries have no id; the position is stable until the next write replaces the list
              key={`${index}-${entry.item_name}`}
              entry={entry}
              disabled={busy}
              onToggle={() => void change(current, { kind: 'toggle', entry }).catch(() => undefined)}
              onDelete={() => void change(current, { kind: 'delete', entry }).catch(() => undefined)}
            />
          ))}
        </List>
      )}
    </Paper>
  );
}

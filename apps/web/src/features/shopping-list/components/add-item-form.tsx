import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SHOPPING_ITEM_MAX_LENGTH, SHOPPING_ITEM_REQUIRED_MESSAGE } from '@reeprise/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';

const AddItemSchema = z.object({
  item_name: z.string().trim().min(1, SHOPPING_ITEM_REQUIRED_MESSAGE).max(SHOPPING_ITEM_MAX_LENGTH),
});
type AddItem = z.infer<typeof AddItemSchema>;

type Props = { disabled: boolean; onAdd: (itemName: string) => Promise<unknown> };

/** The add form (spec §5): item_name required, at least one character. */
export function AddItemForm({ disabled, onAdd }: Props) {
  const { t } = useTranslation('extras');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddItem>({ resolver: zodResolver(AddItemSchema), defaultValues: { item_name: '' } });
  const { ref, ...field } = register('item_name');

  const onSubmit = handleSubmit(async ({ item_name }) => {
    try {
      await onAdd(item_name);
      reset();
    } catch {
      // the page has told the user; keep what they typed
    }
  });

  const error = errors.item_name;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        {...field}
        inputRef={ref}
        label={t('extras.shopping.itemName')}
        size="small"
        fullWidth
        required
        error={Boolean(error)}
        helperText={
          error?.message === SHOPPING_ITEM_REQUIRED_MESSAGE
            ? t('extras.shopping.itemRequired')
            : error
              ? t('extras.shopping.itemTooLong', { count: SHOPPING_ITEM_MAX_LENGTH })
              : undefined
        }
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        disabled={disabled}
        sx={{ flexShrink: 0 }}
      >
        {t('extras.shopping.add')}
      </Button>
    </Stack>
  );
}

import { lazy, Suspense, useState } from 'react';
import { withStrings } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainIcon } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';

// the form loads when first wanted, not with the text list, and MUI's theme with it: the text list
// around the button paints without MUI (decision 021)
const loadDialog = () => withStrings(['import-dialog'], import('./import-text-dialog'));
const loadIsland = () => import('@/components/ui/mui-island');
const ImportTextDialog = lazy(async () => {
  const [{ ImportTextDialog: Dialog }, { MuiIsland }] = await Promise.all([loadDialog(), loadIsland()]);
  return {
    default: (props: { open: boolean; onClose: () => void }) => (
      <MuiIsland>
        <Dialog {...props} />
      </MuiIsland>
    ),
  };
});
const preload = () => void Promise.all([loadDialog(), loadIsland()]).catch(() => undefined);

/** "Add your own text", beside "Create a text": opens the import form. Plain, in MUI's outlined Button look. */
export function ImportTextButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  const handleOpen = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={`${plain.button} ${plain.outlined}`}
        onClick={handleOpen}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        <span className={plain.startIcon}>
          <PlainIcon name="noteAdd" />
        </span>
        {t('importText.open')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ImportTextDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

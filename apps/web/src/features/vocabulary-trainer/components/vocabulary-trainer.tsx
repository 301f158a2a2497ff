import Stack from '@mui/material/Stack';
import { useTrainerToggles } from '../hooks/use-trainer-toggles';
import { TrainerControls } from './trainer-controls';
import { VocabularyList } from './vocabulary-list';

/** The trainer page's body: toggles and language (remembered), then the list they shape. */
export function VocabularyTrainer() {
  const [toggles, updateToggles] = useTrainerToggles();
  return (
    <Stack spacing={2.5}>
      <TrainerControls toggles={toggles} onChange={updateToggles} />
      <VocabularyList toggles={toggles} />
    </Stack>
  );
}

import {
  GeneratedTextSchema,
  paths,
  type GeneratedText,
  type Language,
  type Level,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { importBody, type ImportSourceInput } from './import-source';

export const IMPORT_TEXT_ERROR = 'could not import text';

export interface ImportTextInput {
  source: ImportSourceInput;
  language: Language;
  level: Level | null;
  title: string;
}

/** Stores the learner's own text; like every new text it is not public. */
export function importText(input: ImportTextInput): Promise<GeneratedText> {
  const fields: Record<string, string> = {
    language: input.language,
    title: input.title,
    publicly_visible: 'false',
  };
  if (input.level) fields.level = input.level;
  return api.post(paths.importedTexts.collection(), importBody(input.source, fields), {
    schema: GeneratedTextSchema,
    errorMessage: IMPORT_TEXT_ERROR,
  });
}

/** Imports a text; the text list is fetched again, so its card shows on top. */
export function useImportText() {
  const queryClient = useQueryClient();
  return useMutation<GeneratedText, ApiError, ImportTextInput>({
    mutationFn: importText,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['generated-texts'] });
    },
  });
}

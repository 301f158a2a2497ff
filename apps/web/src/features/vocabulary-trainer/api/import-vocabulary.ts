import {
  ImportPreviewSchema,
  ImportReportSchema,
  paths,
  type ImportBody,
  type ImportPreview,
  type ImportReport,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { WORD_STATUSES_KEY } from '@/lib/word-status-languages';

export const IMPORT_PREVIEW_ERROR = 'could not read the vocabulary file';
export const IMPORT_ERROR = 'could not import vocabulary';

export function previewImport(content: string): Promise<ImportPreview> {
  return api.post(
    paths.vocabulary.importPreview(),
    { content },
    {
      schema: ImportPreviewSchema,
      errorMessage: IMPORT_PREVIEW_ERROR,
    },
  );
}

export function importVocabulary(body: ImportBody): Promise<ImportReport> {
  return api.post(paths.vocabulary.import(), body, {
    schema: ImportReportSchema,
    errorMessage: IMPORT_ERROR,
  });
}

/** The file's header, first rows and a suggested mapping (nothing stored yet). */
export function usePreviewImport() {
  return useMutation<ImportPreview, ApiError, string>({ mutationFn: previewImport });
}

/** Imports with the chosen mapping (or as known); every vocabulary list and the known counts refresh. */
export function useImportVocabulary() {
  const queryClient = useQueryClient();
  return useMutation<ImportReport, ApiError, ImportBody>({
    mutationFn: importVocabulary,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
        queryClient.invalidateQueries({ queryKey: WORD_STATUSES_KEY }),
      ]);
    },
  });
}

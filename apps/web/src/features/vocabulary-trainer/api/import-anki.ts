import {
  AnkiImportPreviewSchema,
  ImportReportSchema,
  paths,
  type AnkiImportPreview,
  type ImportMapping,
  type ImportReport,
  type Language,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { WORD_STATUSES_KEY } from '@/lib/word-status-languages';
import { IMPORT_ERROR, IMPORT_PREVIEW_ERROR } from './import-vocabulary';

/** An Anki package goes up as it is (multipart): the server unpacks it, the page never does. */
export function isAnkiPackage(fileName: string): boolean {
  return /\.(apkg|colpkg)$/i.test(fileName);
}

export function previewAnkiImport(file: File): Promise<AnkiImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return api.post(paths.vocabulary.ankiPreview(), form, {
    schema: AnkiImportPreviewSchema,
    errorMessage: IMPORT_PREVIEW_ERROR,
  });
}

export type AnkiImportInput = {
  file: File;
  noteType: string;
  mapping: ImportMapping;
  language?: Language;
  /** Mark the notes' words known instead of adding them (issue 34). */
  asKnown?: boolean;
};

export function importAnki({
  file,
  noteType,
  mapping,
  language,
  asKnown,
}: AnkiImportInput): Promise<ImportReport> {
  const form = new FormData();
  form.append('note_type', noteType);
  form.append('mapping', JSON.stringify(mapping));
  if (language) form.append('language', language);
  if (asKnown) form.append('as_known', 'true');
  form.append('file', file);
  return api.post(paths.vocabulary.ankiImport(), form, {
    schema: ImportReportSchema,
    errorMessage: IMPORT_ERROR,
  });
}

/** The package's note types, their fields and first notes (nothing stored yet). */
export function usePreviewAnkiImport() {
  return useMutation<AnkiImportPreview, ApiError, File>({ mutationFn: previewAnkiImport });
}

/** Imports one note type with the chosen mapping; every vocabulary list and the known counts refresh. */
export function useImportAnki() {
  const queryClient = useQueryClient();
  return useMutation<ImportReport, ApiError, AnkiImportInput>({
    mutationFn: importAnki,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
        queryClient.invalidateQueries({ queryKey: WORD_STATUSES_KEY }),
      ]);
    },
  });
}

import { ImportDetectionSchema, paths, type ImportDetection } from '@reeprise/contract';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { importBody, type ImportSourceInput } from './import-source';

export const DETECT_IMPORT_ERROR = 'could not read text';

/** Title, suggested language, words and chapters of what would be imported; nothing is stored. */
export function detectImport(source: ImportSourceInput): Promise<ImportDetection> {
  return api.post(paths.importedTexts.detect(), importBody(source, {}), {
    schema: ImportDetectionSchema,
    errorMessage: DETECT_IMPORT_ERROR,
  });
}

/** A look at the chosen source, asked when the learner has pasted, chosen or typed it. */
export function useDetectImport() {
  return useMutation<ImportDetection, ApiError, ImportSourceInput>({ mutationFn: detectImport });
}

import { LANGUAGES, paths, type ExportCounts, type Language } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const EXPORT_COUNTS_ERROR = 'could not count the vocabulary';

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The answer checked by hand to ExportCountsSchema's rules: the export menu loads with MUI on demand, and
 * zod need not come with it.
 */
export function readExportCounts(json: unknown): ExportCounts | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { total, languages } = json as Record<string, unknown>;
  if (!isCount(total) || !Array.isArray(languages)) return undefined;
  const read: ExportCounts['languages'] = [];
  for (const item of languages as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { language, count } = item as Record<string, unknown>;
    if (!(LANGUAGES as readonly unknown[]).includes(language) || !isCount(count)) return undefined;
    read.push({ language: language as Language, count });
  }
  return { total, languages: read };
}

export async function getExportCounts(search: string, signal?: AbortSignal): Promise<ExportCounts> {
  const json = await api.get(paths.vocabulary.exportCounts({ search: search || undefined }), {
    errorMessage: EXPORT_COUNTS_ERROR,
    signal,
  });
  const counts = readExportCounts(json);
  if (!counts) throw new ApiError(EXPORT_COUNTS_ERROR, 200, undefined);
  return counts;
}

/** Under 'vocabulary': a word added, deleted or imported recounts it. */
export function getExportCountsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['vocabulary', 'export-counts', { search }],
    queryFn: ({ signal }) => getExportCounts(search, signal),
  });
}

export function useExportCounts(search: string, enabled: boolean) {
  return useQuery({ ...getExportCountsQueryOptions(search), enabled });
}

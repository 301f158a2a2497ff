import { paths, type ExportFormat } from '@reeprise/contract';
import { listSearchParams, type ListFilters } from './get-vocabulary-list';

/**
 * The export's address for what the list shows: a plain link, so the browser downloads the streamed file
 * itself (the session cookie goes along) instead of the page holding it in memory.
 */
export function exportUrl(filters: ListFilters, format: ExportFormat): string {
  const params = listSearchParams(filters);
  params.set('format', format);
  return paths.vocabulary.export(params);
}

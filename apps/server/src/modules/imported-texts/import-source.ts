import type { DetectImportFields, ImportSource } from '@reeprise/contract';
import { codedError } from '../../plugins/http-error.js';
import type { TextInput } from './prepare-text.js';
import { fetchPage, type FetchLimits } from './safe-fetch.js';

/** An uploaded file as the route read it. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** Which one of the three sources the form gives; none or several is the learner's mistake. */
export function sourceOf(fields: DetectImportFields, file: UploadedFile | undefined): ImportSource {
  const given: ImportSource[] = [];
  if (fields.text?.trim()) given.push('paste');
  if (file) given.push('file');
  if (fields.url) given.push('url');
  if (given.length !== 1) {
    throw codedError(400, 'import_source_missing', 'Paste a text, choose a file or enter a web address (one of them).');
  }
  return given[0];
}

/**
 * What the worker thread is to read: the pasted text, the uploaded file, or the page at the web address,
 * fetched here (waiting on the network is no work for a worker); `url` is the page's final address.
 */
export async function textInputOf(
  fields: DetectImportFields,
  file: UploadedFile | undefined,
  limits: FetchLimits,
): Promise<{ input: TextInput; url: string | null }> {
  switch (sourceOf(fields, file)) {
    case 'file':
      return { input: { source: 'file', name: file!.name, data: file!.data }, url: null };
    case 'url': {
      const page = await fetchPage(fields.url!, limits);
      return { input: { source: 'url', body: page.body, contentType: page.contentType, charset: page.charset, url: page.url }, url: page.url };
    }
    case 'paste':
      return { input: { source: 'paste', text: fields.text ?? '' }, url: null };
  }
}

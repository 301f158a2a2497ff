/** What the learner imports from: pasted text, a chosen file or a web address. */
export type ImportSourceInput =
  | { kind: 'paste'; text: string }
  | { kind: 'file'; file: File }
  | { kind: 'url'; url: string };

/** The body of an import or detect call: JSON for text and addresses, multipart for a file. */
export function importBody(source: ImportSourceInput, fields: Record<string, string>): FormData | Record<string, string> {
  if (source.kind === 'file') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', source.file, source.file.name);
    return form;
  }
  return source.kind === 'paste' ? { ...fields, text: source.text } : { ...fields, url: source.url };
}

// The entry of the worker threads that parse untrusted input (decision 034). Like app.ts for the event
// loop, it is where the modules' parsers are put together; nothing here runs on the event loop.
import type { MessagePort } from 'node:worker_threads';
import { HttpError, type ErrorParams } from '../../plugins/http-error.js';
import { detectText, prepareText } from '../../modules/imported-texts/prepare-text.js';
import {
  ankiPreview,
  ankiRows,
  delimitedPreview,
  delimitedRows,
} from '../../modules/vocabulary-exchange/exchange-reading.js';
import { ImportBodySchema, ImportPreviewBodySchema, type ImportBody } from '@reeprise/contract';
import { jsonBody, type RawJsonBody } from './json-body.js';

/** A CSV/TSV import's raw JSON body (issue 33): parsed, checked, and its file read here, not on the event loop. */
const delimitedPreviewBody = (body: RawJsonBody<{ content: string }>) =>
  delimitedPreview(jsonBody(ImportPreviewBodySchema, body).content);
const delimitedImportBody = (body: RawJsonBody<ImportBody>) => {
  const { content, ...fields } = jsonBody(ImportBodySchema, body);
  return { ...delimitedRows(content), fields };
};

// imported statically: under tsx (vitest, `npm run dev`) a worker's dynamic import() misses tsx's resolver
const TASKS = {
  prepareText,
  detectText,
  ankiPreview,
  ankiRows,
  delimitedPreview,
  delimitedRows,
  delimitedPreviewBody,
  delimitedImportBody,
};

/** The tasks a worker runs, by name, each a function of one structured-cloneable input. */
export type UntrustedTasks = typeof TASKS;
export type UntrustedTaskName = keyof UntrustedTasks;

/**
 * A task's answer as it crosses to the event loop: its value, or the coded error a parser threw (an
 * Error loses its class and fields when it is cloned, so they travel as data).
 */
export type TaskAnswer<T> =
  | { value: T }
  | {
      error: {
        statusCode: number;
        detail: string;
        code: string | undefined;
        params: ErrorParams | undefined;
        errors: Record<string, string[]> | undefined;
      };
    };

/** What UntrustedPool sends: the task, and a port to say when it starts (its deadline runs from then). */
export interface TaskMessage {
  name: UntrustedTaskName;
  input: unknown;
  started: MessagePort;
}

/** Runs one task (piscina calls this with what UntrustedPool sends); its deadline starts here. */
export default function runTask({ name, input, started }: TaskMessage): TaskAnswer<unknown> {
  started.postMessage(null);
  started.close();
  const task = TASKS[name] as (input: unknown) => unknown;
  try {
    return { value: task(input) };
  } catch (error) {
    if (error instanceof HttpError) {
      const { statusCode, detail, code, params, errors } = error;
      return { error: { statusCode, detail, code, params, errors } };
    }
    throw error;
  }
}

import {
  LOGIN_FAILED_MESSAGE,
  LoginRequestSchema,
  MarkReadSchema,
  normalizeWord,
  SetWordStatusesSchema,
  splitWords,
  UserSettingsPatchSchema,
  paths,
  type Language,
  type UserSettings,
  type Whoami,
} from '@reeprise/contract';
import { vi } from 'vitest';
import { buildSettings } from './data';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

type Reply = { status: number; body?: unknown };
/** `next()` answers as the fake server itself would, e.g. after a delay. */
type Handler = (request: RecordedRequest, next: () => Reply) => Reply | Promise<Reply>;

type Account = { whoami: Whoami; password: string; settings: UserSettings };

/** A learner's vocabulary forms in a language, as known_forms derives them from their entries. */
type VocabularyForms = { forms: readonly string[]; learning: readonly string[] };
/** A text mark_read can read: its chapters' contents by number (0: the text itself). */
type ReadableText = { language: Language; chapters: ReadonlyMap<number, string> };

const NUMBER = /^\p{N}+$/u;
const NOT_LOGGED_IN: Reply = {
  status: 401,
  body: { detail: 'Authentication credentials were not provided.' },
};

const LOGGED_OUT: Whoami = { userId: null, username: null, is_staff: false, permissions: [] };
const CSRF_TOKEN = 'test-csrf-token';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

function parseBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body === 'string') return JSON.parse(init.body) as unknown;
  return init?.body ?? undefined;
}

/**
 * A stand-in for the Fastify API, answering `fetch` with the real shapes (issue 2):
 * whoami, login, logout, user settings, and the learner's word statuses (known_forms, word_statuses,
 * mark_read: issue 34), with CSRF checked on unsafe methods.
 * Tests override single routes with `server.on(method, path, handler)`.
 */
export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private readonly accounts: Account[] = [];
  private current: Account | undefined;
  private readonly overrides = new Map<string, Handler>();
  /** language → form → status, as the server's word_statuses table holds them (issue 34). */
  readonly wordStatuses = new Map<Language, Map<string, 'known' | 'ignored'>>();
  private vocabularyForms: (language: Language) => VocabularyForms = () => ({ forms: [], learning: [] });
  private readonly texts = new Map<number, () => ReadableText | undefined>();

  /** Adds a user who can log in; `loggedIn` starts the test with their session. */
  addUser(
    whoami: Whoami,
    options: { password?: string; settings?: Partial<UserSettings>; loggedIn?: boolean } = {},
  ) {
    const account = {
      whoami,
      password: options.password ?? 'secret-password',
      settings: buildSettings(options.settings),
    };
    this.accounts.push(account);
    if (options.loggedIn) this.current = account;
    return this;
  }

  /** Switches the session, as a login or logout in another browser tab would. */
  setSession(username: string | null) {
    this.current = this.accounts.find((account) => account.whoami.username === username);
    return this;
  }

  /** The learner's vocabulary forms per language (read at every request, so a test may change them). */
  withVocabularyForms(forms: (language: Language) => VocabularyForms) {
    this.vocabularyForms = forms;
    return this;
  }

  /** A text the learner may read, for mark_read (read at every request). */
  addText(id: number, text: () => ReadableText | undefined) {
    this.texts.set(id, text);
    return this;
  }

  on(method: string, path: string, handler: Handler) {
    this.overrides.set(`${method} ${path}`, handler);
    return this;
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** Installs this server as the global `fetch`. */
  install() {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.handle(input, init)),
    );
    return this;
  }

  private async handle(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: parseBody(init),
    };
    this.requests.push(request);
    const override = this.overrides.get(`${request.method} ${request.path}`);
    const reply = override ? await override(request, () => this.route(request)) : this.route(request);
    return json(reply.status, reply.body);
  }

  private route(request: RecordedRequest): Reply {
    if (request.method !== 'GET' && request.headers.get('x-csrftoken') !== CSRF_TOKEN) {
      return { status: 403, body: { detail: 'CSRF token missing or incorrect.' } };
    }
    const key = `${request.method} ${request.path}`;
    const [markRead] = (request.method === 'POST' && paths.generatedTexts.markRead.match(request.path)) || [];
    if (markRead !== undefined && /^\d+$/.test(markRead))
      return this.markRead(Number(markRead), request.body);
    switch (key) {
      case `GET ${paths.auth.whoami()}`:
        document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
        return { status: 200, body: this.current?.whoami ?? LOGGED_OUT };
      case `POST ${paths.auth.login()}`:
        return this.login(request.body);
      case `POST ${paths.auth.logout()}`:
        this.current = undefined;
        return { status: 200, body: { detail: 'Successfully logged out.' } };
      case `GET ${paths.userSettings()}`:
        if (!this.current)
          return { status: 403, body: { detail: 'Authentication credentials were not provided.' } };
        return { status: 200, body: this.current.settings };
      case `PATCH ${paths.userSettings()}`:
        return this.patchSettings(request.body);
      case `GET ${paths.generatedTexts.topViewed()}`:
        // nothing read yet: the text list shows no "most read" shelf unless a test serves one
        return this.current
          ? { status: 200, body: [] }
          : { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
      case `POST ${paths.wordStatuses.collection()}`:
        return this.setWordStatuses(request.body);
      case `GET ${paths.vocabulary.knownForms()}`:
        return this.knownForms(request.query.get('language'));
      default:
        return { status: 404, body: { detail: 'Not found.' } };
    }
  }

  private statusesOf(language: Language) {
    let statuses = this.wordStatuses.get(language);
    if (!statuses) this.wordStatuses.set(language, (statuses = new Map<string, 'known' | 'ignored'>()));
    return statuses;
  }

  /** known_forms as the server answers it: entries' forms and forms marked known; hand-set statuses win. */
  private knownForms(language: string | null): Reply {
    if (!this.current) return NOT_LOGGED_IN;
    const vocabulary = this.vocabularyForms((language ?? 'ENGLISH') as Language);
    const statuses = this.statusesOf((language ?? 'ENGLISH') as Language);
    const forms = new Set(vocabulary.forms);
    for (const [form, status] of statuses) if (status === 'known') forms.add(form);
    const marked = (status: string) =>
      [...statuses].filter(([, value]) => value === status).map(([form]) => form);
    return {
      status: 200,
      body: {
        forms: [...forms].sort(),
        learning: vocabulary.learning.filter((form) => !statuses.has(form)),
        ignored: marked('ignored').sort(),
      },
    };
  }

  private setWordStatuses(body: unknown): Reply {
    if (!this.current) return NOT_LOGGED_IN;
    const parsed = SetWordStatusesSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { detail: 'Invalid input.' } };
    const statuses = this.statusesOf(parsed.data.language);
    let changed = 0;
    for (const form of new Set(parsed.data.words.map((word) => normalizeWord(word)))) {
      if (!form || /\s/.test(form) || NUMBER.test(form)) continue;
      const before = statuses.get(form);
      if (parsed.data.status === 'new') statuses.delete(form);
      else statuses.set(form, parsed.data.status);
      if ((before ?? 'new') !== parsed.data.status) changed += 1;
    }
    return { status: 200, body: { changed } };
  }

  /** Every new word of the chapter becomes known; entries and ignored words are untouched. */
  private markRead(id: number, body: unknown): Reply {
    if (!this.current) return NOT_LOGGED_IN;
    const parsed = MarkReadSchema.safeParse(body ?? {});
    if (!parsed.success) return { status: 400, body: { detail: 'Invalid input.' } };
    const text = this.texts.get(id)?.();
    const content = text?.chapters.get(parsed.data.chapter_number ?? 0);
    if (!text || content === undefined) return { status: 404, body: { detail: 'Not found.' } };
    const statuses = this.statusesOf(text.language);
    const entries = new Set(this.vocabularyForms(text.language).forms);
    const words: string[] = [];
    for (const span of splitWords(content, text.language)) {
      const form = normalizeWord(content.slice(span.start, span.end));
      if (!form || NUMBER.test(form) || statuses.has(form) || entries.has(form)) continue;
      statuses.set(form, 'known');
      words.push(form);
    }
    return { status: 200, body: { marked_known: words.length, words } };
  }

  private login(body: unknown): Reply {
    const parsed = LoginRequestSchema.safeParse(body);
    if (!parsed.success) {
      return {
        status: 400,
        body: { detail: 'Invalid input.', errors: { username: ['This field is required'] } },
      };
    }
    const account = this.accounts.find(
      (candidate) =>
        candidate.whoami.username === parsed.data.username && candidate.password === parsed.data.password,
    );
    if (!account) return { status: 400, body: { detail: LOGIN_FAILED_MESSAGE } };
    this.current = account;
    return { status: 200, body: account.whoami };
  }

  private patchSettings(body: unknown): Reply {
    if (!this.current)
      return { status: 403, body: { detail: 'Authentication credentials were not provided.' } };
    const parsed = UserSettingsPatchSchema.safeParse(body);
    if (!parsed.success) return { status: 400, body: { detail: 'Invalid input.' } };
    if (parsed.data.show_experimental_features && !this.current.whoami.is_staff) {
      return { status: 403, body: { detail: 'Only staff may turn on experimental features.' } };
    }
    this.current.settings = { ...this.current.settings, ...parsed.data };
    return { status: 200, body: this.current.settings };
  }
}

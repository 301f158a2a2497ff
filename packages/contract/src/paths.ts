/**
 * Every API path the web app calls, declared once (issue 37). One declaration is both:
 * - the server's route pattern, in Fastify's syntax: `paths.generatedTexts.chapter.pattern` is
 *   `'/api/reeprise/generated_texts/:id/chapters/:n/'`, registered as it is (`r.get(path.pattern, …)`);
 * - the client's URL builder, one argument per parameter in order, then an optional query:
 *   `paths.generatedTexts.chapter(7, 2)` is `'/api/reeprise/generated_texts/7/chapters/2/'`.
 * The patterns are the spec's call table byte for byte, trailing slashes and all (the OpenAPI
 * conformance test compares them). No zod here: the learner's first pages import this module.
 */

/** One argument per parameter of a pattern, in order: `'/a/:id/b/:n/'` → `[id, n]`. */
type Segments<S extends string> = S extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...Segments<Rest>]
  : [];

/** A query string's values; `undefined` and `null` leave the name out. */
export type PathQuery = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

/** An API path: call it for a URL, read `pattern` for the route, `match` a pathname for its parameters. */
export type ApiPath<S extends string = string> = {
  (...args: [...Segments<S>, query?: PathQuery]): string;
  readonly pattern: S;
  /** The parameters' values (decoded) if the pathname is this path's, else undefined. */
  match(pathname: string): string[] | undefined;
};

const PARAMETER = /:[A-Za-z_]+/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function queryString(query: PathQuery | undefined): string {
  if (query === undefined) return '';
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([name, value]) =>
            value === undefined || value === null ? [] : [[name, String(value)] as [string, string]],
          ),
        );
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** One API path from its pattern (the staff's extras declare theirs with it too, in extras-paths.ts). */
export function apiPath<const S extends string>(pattern: S): ApiPath<S> {
  const parts = pattern.split(PARAMETER);
  const build = (...args: unknown[]) => {
    const segments = args.slice(0, parts.length - 1) as (string | number)[];
    const url = parts.reduce((built, part, i) => `${built}${encodeURIComponent(segments[i - 1])}${part}`);
    return url + queryString(args[parts.length - 1] as PathQuery | undefined);
  };
  const whole = new RegExp(`^${parts.map(escapeRegExp).join('([^/]+)')}$`);
  const match = (pathname: string) => whole.exec(pathname)?.slice(1).map(decodeURIComponent);
  return Object.assign(build, { pattern, match });
}

const TEXTS = '/api/reeprise/generated_texts/';
const VOCABULARY = '/api/reeprise/vocabulary/';
const WORD_STATUSES = '/api/reeprise/word_statuses/';

export const paths = {
  auth: {
    whoami: apiPath('/accounts/whoami'),
    login: apiPath('/api/login/'),
    logout: apiPath('/accounts/logout/'),
  },
  userSettings: apiPath('/api/reeprise/user_settings/'),
  generatedTexts: {
    /** GET: the list; POST: a new text */
    collection: apiPath(TEXTS),
    stats: apiPath(`${TEXTS}stats/`),
    topViewed: apiPath(`${TEXTS}top_viewed/`),
    /** GET, PATCH, DELETE */
    detail: apiPath(`${TEXTS}:id/`),
    incrementViewCounter: apiPath(`${TEXTS}:id/increment_view_counter/`),
    retry: apiPath(`${TEXTS}:id/retry/`),
    image: apiPath(`${TEXTS}:id/image/`),
    chapter: apiPath(`${TEXTS}:id/chapters/:n/`),
    retryChapter: apiPath(`${TEXTS}:id/chapters/:n/retry/`),
    generateChapter: apiPath(`${TEXTS}:id/generate_chapter/`),
    rewrite: apiPath(`${TEXTS}:id/rewrite/`),
    explainSentence: apiPath(`${TEXTS}:id/explain_sentence/`),
    addVocabulary: apiPath(`${TEXTS}:id/add_vocabulary/`),
    markRead: apiPath(`${TEXTS}:id/mark_read/`),
  },
  sentenceExplanations: {
    detail: apiPath('/api/reeprise/sentence_explanations/:id/'),
  },
  importedTexts: {
    collection: apiPath('/api/reeprise/imported_texts/'),
    detect: apiPath('/api/reeprise/imported_texts/detect/'),
  },
  vocabulary: {
    collection: apiPath(VOCABULARY),
    stats: apiPath(`${VOCABULARY}stats/`),
    knownForms: apiPath(`${VOCABULARY}known_forms/`),
    due: apiPath(`${VOCABULARY}due/`),
    progress: apiPath(`${VOCABULARY}progress/`),
    topFifteenPriority: apiPath(`${VOCABULARY}top_fifteen_priority/`),
    /** PATCH, DELETE */
    detail: apiPath(`${VOCABULARY}:id/`),
    /** a training answer: "I know it" (learned) or "I don't know it" (forgotten) */
    mark: {
      learned: apiPath(`${VOCABULARY}:id/mark_vocabulary_as_learned/`),
      forgotten: apiPath(`${VOCABULARY}:id/mark_vocabulary_as_forgotten/`),
    },
    retry: apiPath(`${VOCABULARY}:id/retry/`),
    restore: apiPath(`${VOCABULARY}:id/restore/`),
    export: apiPath(`${VOCABULARY}export/`),
    exportCounts: apiPath(`${VOCABULARY}export/counts/`),
    importPreview: apiPath(`${VOCABULARY}import/preview/`),
    import: apiPath(`${VOCABULARY}import/`),
    ankiPreview: apiPath(`${VOCABULARY}import/anki/preview/`),
    ankiImport: apiPath(`${VOCABULARY}import/anki/`),
  },
  wordStatuses: {
    /** POST: set statuses */
    collection: apiPath(WORD_STATUSES),
    stats: apiPath(`${WORD_STATUSES}stats/`),
    languages: apiPath(`${WORD_STATUSES}languages/`),
    history: apiPath(`${WORD_STATUSES}history/`),
    /** POST, DELETE */
    placement: apiPath(`${WORD_STATUSES}placement/`),
    import: apiPath(`${WORD_STATUSES}import/`),
  },
  dictionary: {
    lookup: apiPath('/api/reeprise/dictionary/lookup/'),
  },
  speech: {
    config: apiPath('/api/reeprise/speech/config/'),
    synthesize: apiPath('/api/reeprise/speech/'),
  },
  profiles: {
    /** PUT: the learner's own picture */
    picture: apiPath('/api/reeprise/profiles/'),
    userPicture: apiPath('/api/reeprise/users/:creator_id/profile_pic/'),
  },
  /** POST: a visitor's address, from the landing page (the staff's extras are in extras-paths.ts) */
  earlyAccess: apiPath('/api/early_access/'),
} as const;

/**
 * A service worker's route for the same-origin requests to these paths, parameters as digits, with any
 * query (or, given `withQuery`, only those whose query names it). Workbox matches a RegExp against the
 * whole URL and takes a cross-origin URL only when the match starts at 0: the origin is looked behind,
 * not matched, so only this origin's requests are taken.
 */
export function sameOriginRoute(targets: readonly ApiPath[], withQuery?: string): RegExp {
  const pathnames = targets.map((target) => target.pattern.split(PARAMETER).map(escapeRegExp).join('\\d+'));
  const query = withQuery === undefined ? '(?:\\?.*)?' : `\\?(?:.*&)?${escapeRegExp(withQuery)}(?:[=&].*)?`;
  return new RegExp(`(?<=^https?://[^/]+)(?:${pathnames.join('|')})${query}$`);
}

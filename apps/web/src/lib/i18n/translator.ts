// The interface strings' lookup: nested keys, {{name}} placeholders and English/German plurals
// (`key_one`, `key_other`), which is all of i18next this app used, at a tenth of its weight on every
// first paint (decision 029).

/** A tree of strings, as en.ts and de.ts write them. */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * What `t` takes besides the key: the values of its placeholders, `count` to choose the plural, `lng`
 * for a language other than the one shown.
 */
export type TranslateOptions = {
  count?: number;
  defaultValue?: string;
  lng?: string;
  [name: string]: unknown;
};

type Listener = () => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Adds `source`'s strings to `target`; keys `target` already has keep their text. */
export function mergeMessages(target: MessageTree, source: MessageTree): void {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    if (typeof value !== 'string' && typeof present === 'object') mergeMessages(present, value);
    else if (present === undefined) target[key] = typeof value === 'string' ? value : structuredClone(value);
  }
}

function lookUp(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A placeholder's value as text; one not given is left empty, as i18next did. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** English and German plural categories: 'one' for 1 and -1 (Intl.PluralRules agrees: its test). */
export function pluralCategory(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}

export class Translator {
  language: string;
  private readonly messages = new Map<string, MessageTree>();
  private readonly listeners = new Set<Listener>();

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
  ) {
    this.language = language;
  }

  /** Adds strings to a language's; keys it already has keep their text. */
  addMessages(language: string, messages: MessageTree): void {
    const present = this.messages.get(language);
    if (present) mergeMessages(present, messages);
    else this.messages.set(language, structuredClone(messages));
  }

  hasMessages(language: string): boolean {
    return this.messages.has(language);
  }

  /** Whether `key` has a text in `language` (the current one by default) or the fallback language. */
  exists(key: string, { lng, count }: { lng?: string; count?: number } = {}): boolean {
    return this.find(key, lng ?? this.language, count) !== undefined;
  }

  /** The text of `key` with its placeholders filled in; the key itself (or `defaultValue`) if it has none. */
  t = (key: string, options: TranslateOptions = {}): string => {
    const text = this.find(key, options.lng ?? this.language, options.count);
    if (text === undefined) return options.defaultValue ?? key;
    return text.replace(PLACEHOLDER, (_, name: string) => shown(options[name]));
  };

  /** Shows `language` from now on; every subscriber (each `useTranslation`) re-renders. */
  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private find(key: string, language: string, count: number | undefined): string | undefined {
    for (const candidate of language === this.fallbackLanguage
      ? [language]
      : [language, this.fallbackLanguage]) {
      const tree = this.messages.get(candidate);
      const plural = count === undefined ? undefined : lookUp(tree, `${key}_${pluralCategory(count)}`);
      const text = plural ?? lookUp(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }
}

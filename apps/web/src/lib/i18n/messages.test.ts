import { describe, expect, test } from 'vitest';
import { de } from './de';
import { en } from './en';
import { i18n } from './index';
import { failureMessage, serverMessage } from './server-messages';
import { STRING_AREAS } from './string-areas';
import { mergeMessages, type MessageTree } from './translator';

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// each language's strings as a page that loaded every area has them: the areas load with their pages
// (string-areas.ts) but follow the same rules
async function allStrings(core: MessageTree, language: 'en' | 'de') {
  const tree = structuredClone(core);
  for (const area of Object.values(STRING_AREAS)) mergeMessages(tree, await area[language]());
  return flatten(tree);
}
const languages = { en: await allStrings(en, 'en'), de: await allStrings(de, 'de') };

describe('count messages', () => {
  test.each(Object.entries(languages))(
    '%s: every message with a number goes through the plural rules',
    (_name, messages) => {
      for (const [key, text] of messages) {
        // a number is only ever interpolated as {{count}}, so `t` picks "1 second" / "2 seconds"
        expect(text, key).not.toMatch(/\{\{(max|min|minutes|seconds|megabytes|limit|days)\}\}/);
        if (/\{\{count\}\}/.test(text)) expect(key, text).toMatch(/_(one|other)$/);
        const plural = /^(.*)_(one|other)$/.exec(key);
        if (plural) {
          expect(messages.has(`${plural[1]}_one`), key).toBe(true);
          expect(messages.has(`${plural[1]}_other`), key).toBe(true);
        }
      }
    },
  );

  test('German mirrors every English key', () => {
    expect([...languages.de.keys()].sort()).toEqual([...languages.en.keys()].sort());
  });
});

describe('server messages', () => {
  const throttled = (seconds: number) => ({
    detail: `Too many failed login attempts. Please try again in ${seconds} seconds.`,
    code: 'login_throttled',
    params: { seconds },
  });

  test('a known code is said in the interface language, singular or plural', async () => {
    await i18n.changeLanguage('en');
    expect(serverMessage(throttled(1))).toBe('Too many failed login attempts. Please try again in 1 second.');
    expect(serverMessage(throttled(30))).toBe(
      'Too many failed login attempts. Please try again in 30 seconds.',
    );
    await i18n.changeLanguage('de');
    expect(serverMessage(throttled(1))).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 1 Sekunde erneut.',
    );
    expect(serverMessage({ detail: 'x', code: 'generation_quota', params: { limit: 20, seconds: 5 } })).toBe(
      'Du hast die Grenze von 20 neuen Texten pro Stunde erreicht. Bitte versuche es später noch einmal.',
    );
    // a message without a count, although the server sends numbers with it
    expect(
      serverMessage({ detail: 'x', code: 'llm_daily_budget', params: { limit: 5_000_000, seconds: 300 } }),
    ).toBe(
      'Das Tagesbudget des Schreibdienstes ist aufgebraucht. Bitte versuche es nach Mitternacht (UTC) noch einmal.',
    );
    expect(failureMessage('llm_daily_budget', 'x')).toMatch(/^Das Tagesbudget/);
    await i18n.changeLanguage('en');
  });

  test('an unknown or odd code, or none, keeps the server’s detail', () => {
    expect(serverMessage({ detail: 'Something new.', code: 'brand_new_code' })).toBe('Something new.');
    expect(serverMessage({ detail: 'Weird.', code: 'errors.ouch' })).toBe('Weird.');
    expect(serverMessage({ detail: 'Plain.' })).toBe('Plain.');
  });

  test('failure codes are translated, unknown ones keep the English reason', async () => {
    await i18n.changeLanguage('de');
    expect(failureMessage('llm_only_thinking', 'x')).toBe(
      'Das Modell hat nur nachgedacht und nie eine Antwort geschrieben.',
    );
    expect(failureMessage(null, 'The old reason.')).toBe('The old reason.');
    expect(failureMessage('llm_new_kind', 'New reason.')).toBe('New reason.');
    await i18n.changeLanguage('en');
  });
});

describe('the areas of strings', () => {
  test.each(Object.entries(STRING_AREAS))(
    '%s: none of its keys is in the strings every page loads',
    async (_area, area) => {
      const core = flatten(en);
      const keys = [...flatten(await area.en()).keys()];
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => core.has(key))).toEqual([]);
    },
  );
});

describe('every code the server sends', () => {
  // the codes of apps/server (codedError and the password/username checks); a new one needs both languages
  const codes = [
    'login_throttled',
    'generation_quota',
    'translation_quota',
    'chat_message_quota',
    'chat_conversation_quota',
    'wish_space_quota',
    'wish_upload_rate',
    'wish_space_full',
    'wish_space_storage_full',
    'early_access_throttled',
    'password_too_short',
    'password_too_long',
    'password_too_common',
    'password_too_weak',
    'username_mixed_scripts',
    'speech_not_configured',
    'speech_failed',
    'speech_quota',
    'speech_sentence_too_long',
  ];
  test.each(['en', 'de'] as const)('has a %s text', (lng) => {
    for (const code of codes) {
      expect(i18n.exists(`errors.${code}`, { lng, count: 2 }), code).toBe(true);
    }
  });

  test('reads the counted number from the params the server sends', async () => {
    await i18n.changeLanguage('de');
    expect(serverMessage({ detail: 'x', code: 'password_too_short', params: { min: 8 } })).toBe(
      'Das Passwort muss mindestens 8 Zeichen haben.',
    );
    expect(
      serverMessage({ detail: 'x', code: 'wish_space_storage_full', params: { limit_mb: 200 } }),
    ).toContain('200 MB');
    await i18n.changeLanguage('en');
  });
});

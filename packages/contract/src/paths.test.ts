import { describe, expect, it } from 'vitest';
import { extrasPaths } from './extras-paths.js';
import { paths, sameOriginRoute } from './paths.js';

/** What Workbox's RegExpRoute takes: a match, and for another origin only one that starts at 0. */
function workboxTakes(route: RegExp, href: string): boolean {
  const match = route.exec(href);
  if (!match) return false;
  return new URL(href).origin === 'https://reeprise.test' || match.index === 0;
}

describe('paths', () => {
  it('keeps the route pattern in Fastify syntax, as the spec writes it', () => {
    expect(paths.generatedTexts.chapter.pattern).toBe('/api/reeprise/generated_texts/:id/chapters/:n/');
    expect(paths.userSettings.pattern).toBe('/api/reeprise/user_settings/');
    expect(paths.auth.whoami.pattern).toBe('/accounts/whoami');
  });

  it('builds the URL with one argument per parameter, in order', () => {
    expect(paths.generatedTexts.chapter(7, 2)).toBe('/api/reeprise/generated_texts/7/chapters/2/');
    expect(paths.profiles.userPicture(3)).toBe('/api/reeprise/users/3/profile_pic/');
    expect(paths.userSettings()).toBe('/api/reeprise/user_settings/');
    // @ts-expect-error: a chapter needs the text and its number
    expect(paths.generatedTexts.chapter(7)).toBe('/api/reeprise/generated_texts/7/chapters/undefined/');
  });

  it('encodes a parameter, so a value cannot reach another path', () => {
    expect(paths.generatedTexts.detail('1/../../admin')).toBe(
      '/api/reeprise/generated_texts/1%2F..%2F..%2Fadmin/',
    );
  });

  it('matches a pathname for its parameters, decoded, and nothing else', () => {
    expect(paths.generatedTexts.chapter.match('/api/reeprise/generated_texts/7/chapters/2/')).toEqual([
      '7',
      '2',
    ]);
    expect(paths.generatedTexts.detail.match('/api/reeprise/generated_texts/a%2Fb/')).toEqual(['a/b']);
    expect(paths.userSettings.match('/api/reeprise/user_settings/')).toEqual([]);
    expect(paths.generatedTexts.detail.match('/api/reeprise/generated_texts/7/chapters/2/')).toBeUndefined();
    expect(paths.generatedTexts.detail.match('/x/api/reeprise/generated_texts/7/')).toBeUndefined();
  });

  it('appends a query, leaving out what is undefined or null, and nothing when it is empty', () => {
    expect(paths.vocabulary.collection({ generated_text_id: 5, cursor: undefined, language: null })).toBe(
      '/api/reeprise/vocabulary/?generated_text_id=5',
    );
    expect(paths.generatedTexts.chapter(1, 2, { a: 'x y', b: true })).toBe(
      '/api/reeprise/generated_texts/1/chapters/2/?a=x+y&b=true',
    );
    expect(paths.vocabulary.due(new URLSearchParams('limit=0'))).toBe(
      '/api/reeprise/vocabulary/due/?limit=0',
    );
    expect(paths.vocabulary.collection({})).toBe('/api/reeprise/vocabulary/');
    expect(paths.vocabulary.collection(new URLSearchParams())).toBe('/api/reeprise/vocabulary/');
  });
});

describe('extrasPaths', () => {
  const { admin, chat, wishes } = extrasPaths;

  it('keeps the spec’s patterns, parameters and trailing slashes included', () => {
    expect(admin.barkAccounts.member.pattern).toBe('/api/admin/bark_accounts/:id/members/:username/');
    expect(admin.llmUsage.pattern).toBe('/api/admin/llm_usage/');
    expect(wishes.audio.pattern).toBe('/api/wishes/wishes/:id/audio/');
    expect(extrasPaths.shoppingLists.detail.pattern).toBe('/api/shoppinglist/shopping_list/:id/');
    expect(paths.earlyAccess.pattern).toBe('/api/early_access/');
  });

  it('builds the URL the way `paths` does: a username encoded, a query appended', () => {
    expect(admin.shoppingLists.member(4, 'anna maria/x')).toBe(
      '/api/admin/shopping_lists/4/members/anna%20maria%2Fx/',
    );
    expect(chat.collection({ cursor: 'abc' })).toBe('/api/chat/conversations/?cursor=abc');
    expect(admin.users.collection(new URLSearchParams({ q: 'an' }))).toBe('/api/admin/users/?q=an');
    expect(wishes.upload(9)).toBe('/api/wishes/wish_spaces/9/wishes/');
  });
});

describe('sameOriginRoute', () => {
  const origin = 'https://reeprise.test';

  it('takes this origin’s requests to the paths, parameters as digits, with or without a query', () => {
    const texts = sameOriginRoute([paths.generatedTexts.detail]);
    expect(workboxTakes(texts, `${origin}/api/reeprise/generated_texts/12/`)).toBe(true);
    expect(workboxTakes(texts, `${origin}/api/reeprise/generated_texts/12/?x=1`)).toBe(true);
    expect(workboxTakes(texts, `${origin}/api/reeprise/generated_texts/stats/`)).toBe(false);
    expect(workboxTakes(texts, `${origin}/api/reeprise/generated_texts/12/chapters/1/`)).toBe(false);
    expect(workboxTakes(texts, `${origin}/other/api/reeprise/generated_texts/12/`)).toBe(false);
  });

  it('takes several paths at once', () => {
    const session = sameOriginRoute([paths.auth.whoami, paths.userSettings]);
    expect(workboxTakes(session, `${origin}/accounts/whoami`)).toBe(true);
    expect(workboxTakes(session, `${origin}/api/reeprise/user_settings/`)).toBe(true);
    expect(workboxTakes(session, `${origin}/api/reeprise/user_settingsX/`)).toBe(false);
  });

  it('takes no other origin’s requests', () => {
    const texts = sameOriginRoute([paths.generatedTexts.detail]);
    expect(texts.test('https://elsewhere.test/api/reeprise/generated_texts/12/')).toBe(true);
    expect(workboxTakes(texts, 'https://elsewhere.test/api/reeprise/generated_texts/12/')).toBe(false);
  });

  it('given a query name, takes only the requests that carry it', () => {
    const words = sameOriginRoute([paths.vocabulary.collection], 'generated_text_id');
    expect(workboxTakes(words, `${origin}/api/reeprise/vocabulary/?generated_text_id=3`)).toBe(true);
    expect(workboxTakes(words, `${origin}/api/reeprise/vocabulary/?cursor=a&generated_text_id=3`)).toBe(true);
    expect(workboxTakes(words, `${origin}/api/reeprise/vocabulary/`)).toBe(false);
    expect(workboxTakes(words, `${origin}/api/reeprise/vocabulary/?generated_text_ids=3`)).toBe(false);
    expect(workboxTakes(words, `${origin}/api/reeprise/vocabulary/?xgenerated_text_id=3`)).toBe(false);
  });
});

import type { GeneratedText } from '@reeprise/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getGeneratedTextsQueryOptions, type TextPages } from './get-generated-texts';

/** Puts a text the server just answered into the cached list: replaced in place, or new on top. */
export function putTextInList(queryClient: QueryClient, text: GeneratedText): void {
  const { queryKey } = getGeneratedTextsQueryOptions();
  queryClient.setQueryData<TextPages>(queryKey, (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.results.some((item) => item.id === text.id));
    const pages = data.pages.map((page, index) => {
      if (known) return { ...page, results: page.results.map((item) => (item.id === text.id ? text : item)) };
      return index === 0 ? { ...page, results: [text, ...page.results] } : page;
    });
    return { ...data, pages };
  });
}

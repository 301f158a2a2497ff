import {
  paths,
  type GeneratedText,
  type Language,
  type Level,
  type TextType,
  type WordNumber,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getGeneratedTextsQueryOptions } from './get-generated-texts';
import { putTextInList } from './update-cached-text';

// loaded with the request: the create form is on the text list's first paint, without zod (decision 021)
const loadSchema = () => import('./generated-text-schema').then((module) => module.GeneratedTextSchema);

export const CREATE_TEXT_ERROR = 'could not create text';

export type CreateTextInput = {
  topic: string;
  language: Language;
  level: Level;
  text_type: TextType;
  word_number: WordNumber;
  main_character: string;
  image: File | null;
  /** "Practise my words" (issue 16); sent only when on, so the spec's payload is unchanged otherwise. */
  practise_words?: boolean;
};

/** Multipart, as the spec says; new texts are never public (spec §4). */
export function createGeneratedText(input: CreateTextInput): Promise<GeneratedText> {
  const form = new FormData();
  form.set('text_type', input.text_type);
  form.set('language', input.language);
  form.set('level', input.level);
  form.set('word_number', String(input.word_number));
  form.set('topic', input.topic);
  form.set('main_character', input.main_character);
  form.set('publicly_visible', 'false');
  if (input.practise_words) form.set('practise_words', 'true');
  if (input.image) form.set('image', input.image, input.image.name);
  return api.post(paths.generatedTexts.collection(), form, {
    schema: loadSchema,
    errorMessage: CREATE_TEXT_ERROR,
  });
}

/** Creates a text; its card appears on top of the list at once and then streams in. */
export function useCreateGeneratedText() {
  const queryClient = useQueryClient();
  return useMutation<GeneratedText, ApiError, CreateTextInput>({
    mutationFn: createGeneratedText,
    onSuccess: (text) => {
      putTextInList(queryClient, text);
      void queryClient.invalidateQueries({ queryKey: getGeneratedTextsQueryOptions().queryKey });
    },
  });
}

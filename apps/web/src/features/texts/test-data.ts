import type { GeneratedText } from '@reeprise/contract';

let nextId = 100;

/** A text as the API answers it; override what the test is about. */
export function buildText(overrides: Partial<GeneratedText> = {}): GeneratedText {
  const id = nextId++;
  return {
    id,
    topic: `Topic ${id}`,
    status: 'COMPLETE',
    chatgpt_output: `Le chat ${id} dort sur le canapé.`,
    language: 'FRENCH',
    level: 'A2',
    text_type: 'STORY',
    word_number: 100,
    main_character: '',
    image: null,
    publicly_visible: false,
    view_count: 3,
    created_at: '2026-03-14T15:09:26.535Z',
    creator: 'ada',
    creator_id: 1,
    error: null,
    is_demo: false,
    practice_words: null,
    imported: null,
    ...overrides,
  };
}

// The tokens of each kind of model call, counted by a real tokenizer (gpt-tokenizer, o200k_base as
// gpt-4o-mini reads it) on the prompts the server itself builds (platform/llm/prompts.ts, the tutor's
// prompt) and on answers of the lengths the server asks for, written by the offline demo writer in each
// of the app's languages. Averaged over the ten languages: no figures say which ones learners read.
import { LANGUAGES, type Language } from '@reeprise/contract';
import { encodeChat, countTokens } from 'gpt-tokenizer/model/gpt-4o-mini';
import { composeDemoText } from '../../apps/server/src/platform/llm/demo-provider.js';
import { buildChapterPrompt, buildTextPrompt, buildVocabularyPrompt, messageText, suggestedMaxTokens, type ChatMessage } from '../../apps/server/src/platform/llm/index.js';
import { CHAT_ANSWER_MAX_TOKENS, buildTutorPrompt } from '../../apps/server/src/modules/chat/chat-prompt.js';

export const CALL_KINDS = ['text', 'chapter', 'translation', 'chat', 'speech'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

export interface CallTokens {
  kind: CallKind;
  /** Tokens of the prompt as the chat API counts them (the messages' framing included). */
  promptTokens: number;
  completionTokens: number;
  /** The completion limit the server sends (undefined: none). */
  maxTokens: number | undefined;
  /** Speech is paid by the characters read aloud. */
  characters: number;
}

export interface TokenInputs {
  wordNumber: number;
  level: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
  /** Words a learner asks a chapter to use. */
  chapterWords: number;
  /** Messages a learner writes in one tutor conversation (the history grows with each). */
  chatTurns: number;
  /** Words of a learner's chat message and of a tutor's answer (the prompt asks for two to five sentences). */
  chatMessageWords: number;
  chatAnswerWords: number;
}

const chat = (messages: ChatMessage[]) => encodeChat(messages.map((m) => ({ role: m.role, content: messageText(m) }))).length;

/** A fixed sequence for the demo writer, so the counts are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const text = (language: Language, words: number, seed: number) => composeDemoText({ language, wordCount: words, topic: 'El mercado' }, seeded(seed));
const firstSentence = (content: string) => /[^.!?]+[.!?]/u.exec(content.split('\n\n')[1] ?? content)?.[0].trim() ?? content;

function ofLanguage(language: Language, inputs: TokenInputs): CallTokens[] {
  const level = inputs.level;
  const story = text(language, inputs.wordNumber, 1);
  const storyTokens = countTokens(story);
  const textCall: CallTokens = {
    kind: 'text',
    promptTokens: chat(buildTextPrompt({ topic: 'A day at the market', language, level, textType: 'STORY', wordNumber: inputs.wordNumber, hasImage: false })),
    completionTokens: storyTokens,
    maxTokens: suggestedMaxTokens(inputs.wordNumber),
    characters: 0,
  };
  const words = story.split(/\s+/).filter((w) => w.length > 4).slice(0, inputs.chapterWords);
  const chapter: CallTokens = {
    kind: 'chapter',
    promptTokens: chat(buildChapterPrompt({ previousText: story, words, language, level, textType: 'STORY', wordNumber: inputs.wordNumber })),
    completionTokens: countTokens(text(language, inputs.wordNumber, 2)),
    maxTokens: suggestedMaxTokens(inputs.wordNumber),
    characters: 0,
  };
  const sentence = firstSentence(story);
  const word = sentence.split(/\s+/).find((w) => w.length > 4) ?? sentence;
  // the answer a model gives (VocabularyAnswerSchema), a one-sentence mnemonic
  const answer = JSON.stringify({ base_form: word, translation: 'a translation', mnemonic: 'Picture a traveller at the market who counts every coin twice before he buys.', part_of_speech: 'noun' });
  const translation: CallTokens = {
    kind: 'translation',
    promptTokens: chat(buildVocabularyPrompt({ word, sentence, language, motherTongue: 'ENGLISH' })),
    completionTokens: countTokens(answer),
    maxTokens: undefined,
    characters: 0,
  };
  // a conversation of chatTurns messages: the n-th answer reads the n-1 exchanges before it
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let prompt = 0;
  let completion = 0;
  for (let turn = 0; turn < inputs.chatTurns; turn += 1) {
    history.push({ role: 'user', content: text(language, inputs.chatMessageWords, 10 + turn) });
    prompt += chat(buildTutorPrompt({ language, level, history }));
    const reply = text(language, inputs.chatAnswerWords, 20 + turn);
    completion += countTokens(reply);
    history.push({ role: 'assistant', content: reply });
  }
  const chatCall: CallTokens = { kind: 'chat', promptTokens: prompt / inputs.chatTurns, completionTokens: completion / inputs.chatTurns, maxTokens: CHAT_ANSWER_MAX_TOKENS, characters: 0 };
  const speech: CallTokens = { kind: 'speech', promptTokens: 0, completionTokens: 0, maxTokens: undefined, characters: sentence.length };
  return [textCall, chapter, translation, chatCall, speech];
}

/** Each call kind's tokens, the mean over the app's languages. */
export function callTokens(inputs: TokenInputs): CallTokens[] {
  const all = LANGUAGES.map((language) => ofLanguage(language, inputs));
  return CALL_KINDS.map((kind) => {
    const of = all.map((calls) => calls.find((c) => c.kind === kind)!);
    const mean = (pick: (c: CallTokens) => number) => of.reduce((n, c) => n + pick(c), 0) / of.length;
    return { kind, promptTokens: mean((c) => c.promptTokens), completionTokens: mean((c) => c.completionTokens), maxTokens: of[0].maxTokens, characters: mean((c) => c.characters) };
  });
}

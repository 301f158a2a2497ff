import { normalizeWord, splitWords, type Language, type PracticeWords } from '@reeprise/contract';
import type { ChatMessage } from '../../platform/llm/index.js';

/** A word a text or chapter was asked to use, with every form of it the learner has met. */
export interface AskedWord {
  word: string;
  forms: string[];
}

/** What generated_texts.practice_words holds (JSON). */
export interface PracticeRecord {
  asked: AskedWord[];
  /** null while the text is being written. */
  used: string[] | null;
  usedForms: string[];
}

export const presentPractice = (practice: PracticeRecord | null): PracticeWords | null =>
  practice && {
    asked: practice.asked.map((a) => a.word),
    used: practice.used,
    used_forms: practice.usedForms,
  };

export function parsePractice(json: string | null): PracticeRecord | null {
  if (json === null) return null;
  const stored = JSON.parse(json) as { asked: AskedWord[]; used: string[] | null; used_forms: string[] };
  return { asked: stored.asked, used: stored.used, usedForms: stored.used_forms };
}

export const serializePractice = (practice: PracticeRecord): string =>
  JSON.stringify({ asked: practice.asked, used: practice.used, used_forms: practice.usedForms });

const formsOf = (text: string, language: Language) =>
  splitWords(text, language).map((span) => normalizeWord(text.slice(span.start, span.end)));

/**
 * Which asked words the content really uses, matched by forms: a word counts when the content holds,
 * as whole words, the word itself or any form of it the learner met (all parts of a phrase). Also the
 * forms that matched, so the reader can mark them.
 */
export function findUsedByForms(
  content: string,
  asked: AskedWord[],
  language: Language,
): { used: string[]; usedForms: string[] } {
  const present = new Set(formsOf(content, language));
  const used: string[] = [];
  const usedForms = new Set<string>();
  for (const { word, forms } of asked) {
    const candidates = [...new Set([word, ...forms])].map((form) => formsOf(form, language)).filter((parts) => parts.length > 0);
    const matches = candidates.filter((parts) => parts.every((part) => present.has(part)));
    if (matches.length === 0) continue;
    used.push(word);
    for (const parts of matches) for (const part of parts) usedForms.add(part);
  }
  return { used, usedForms: [...usedForms].sort() };
}

/**
 * Adds the practice words to a text prompt's request: the system prompt already treats <words> as
 * learner data, never instructions; the words are tag-free, one a line.
 */
export function withPracticeWords(messages: ChatMessage[], words: string[]): ChatMessage[] {
  const clean = words.map((word) => word.replace(/[<>\p{Cc}]/gu, ' ').trim()).filter(Boolean);
  if (clean.length === 0) return messages;
  // the learner's own words: a text may hold them whatever its frequency band says (issue 36)
  const line = `Use these words the learner is practising naturally, each at least once, inflected as the grammar requires; they do not count against the frequency band:\n<words>\n${clean.join('\n')}\n</words>`;
  const index = messages.findLastIndex((message) => message.role === 'user');
  return messages.map((message, position) =>
    position === index && typeof message.content === 'string'
      ? { ...message, content: `${message.content}\n${line}` }
      : message,
  );
}

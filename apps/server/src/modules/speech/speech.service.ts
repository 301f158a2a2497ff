import { createHash } from 'node:crypto';
import {
  SPEECH_SENTENCE_MAX_LENGTH,
  splitSentences,
  type Language,
  type SpeechConfig,
  type SpeechRequest,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { LlmError } from '../../platform/llm/llm-provider.js';
import { SPEECH_CONTENT_TYPES, type SpeechProvider } from '../../platform/llm/speech-provider.js';
import { HttpError, codedError, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { ChaptersService } from '../chapters/chapters.service.js';
import type { StoredFile } from '../files/files.repository.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import { inspectAudio } from '../wishes/audio.js';
import type { SpeechRepository } from './speech.repository.js';

/**
 * Server speech (decision 020): the audio of a sentence of a text the user may read, or of one of their
 * words, made by the speech model once and then kept for everyone who may read that text (or for the
 * word's learner). Only audio not yet made is paid for, and counted in the user's `speech` budget.
 * Kept audio is never shared beyond that scope (decision 036): how fast an answer comes, and whether it
 * costs a unit, would tell a learner whether a sentence was read aloud for someone else.
 */
export class SpeechService {
  /** Audio being made in this process, by key: a second request for it waits instead of paying again. */
  readonly #making = new Map<string, Promise<StoredFile>>();

  constructor(
    private readonly repo: SpeechRepository,
    private readonly chapters: ChaptersService,
    private readonly budget: UsageBudget,
    private readonly provider: SpeechProvider | undefined,
  ) {}

  config(): SpeechConfig {
    return {
      available: this.provider !== undefined,
      content_type: this.provider ? SPEECH_CONTENT_TYPES[this.provider.config.format] : null,
    };
  }

  async audio(user: AuthUser, request: SpeechRequest): Promise<StoredFile> {
    const provider = this.provider;
    // what may be read is checked first: the answer never tells about a text the user may not read
    const { text, language, scope } = await this.spokenText(user, request);
    if (!provider) {
      throw codedError(404, 'speech_not_configured', 'Server speech is not configured here; the browser’s voices read aloud.');
    }
    const { model, voice, format } = provider.config;
    const key = createHash('sha256').update([scope, model, voice, format, language, text].join('\n')).digest('hex');
    const stored = await this.repo.find(key);
    if (stored) return stored;
    const pending = this.#making.get(key);
    if (pending) return pending;
    // reserved before the slow call, so a burst gets at most the limit; given back if nothing was paid
    const reservation = await this.budget.reserve('speech', user.id);
    const making = this.#making.get(key);
    if (making) {
      // someone else started paying for this very audio while this request reserved: it costs nothing
      await reservation.release();
      return making;
    }
    const made = this.#make(provider, key, text, language);
    this.#making.set(key, made);
    try {
      return await made;
    } catch (error) {
      await reservation.release();
      throw error;
    } finally {
      this.#making.delete(key);
    }
  }

  async #make(provider: SpeechProvider, key: string, text: string, language: Language): Promise<StoredFile> {
    const contentType = SPEECH_CONTENT_TYPES[provider.config.format];
    let data: Buffer;
    try {
      data = await provider.synthesize(text);
      // the bytes are checked, not trusted: nothing but well-formed audio of the asked format is stored
      const info = await inspectAudio(data);
      if (info?.contentType !== contentType) {
        throw new LlmError('invalid_output', `The speech model did not answer with ${contentType} audio.`);
      }
    } catch (error) {
      const reason = error instanceof LlmError ? error.message : 'The speech model could not be reached.';
      throw codedError(502, 'speech_failed', `The speech model made no audio: ${reason}`);
    }
    await this.repo.store({ key, language, characters: text.length, contentType, data, now: nowIso() });
    const stored = await this.repo.find(key);
    if (!stored) throw new Error('stored speech audio is missing');
    return stored;
  }

  /**
   * The words to read and their language, from content the user may read (404 like reading it would), and
   * who shares its audio: whoever may read the text (checked here, as reading it is), or the word's
   * learner alone.
   */
  private async spokenText(
    user: AuthUser,
    request: SpeechRequest,
  ): Promise<{ text: string; language: Language; scope: string }> {
    if ('vocabulary_id' in request) {
      const entry = await this.repo.ownWord(user.id, request.vocabulary_id);
      if (!entry) throw notFound();
      return { text: entry.word, language: entry.language as Language, scope: `learner:${user.id}` };
    }
    const { text, chapter } = await this.chapters.readable(user, request.text_id, request.chapter ?? 0);
    if (chapter.status !== 'COMPLETE') throw new HttpError(409, 'The text is still being written.');
    const sentence = splitSentences(chapter.content, text.language)[request.sentence];
    if (!sentence) throw notFound('This text has no such sentence.');
    if (sentence.text.length > SPEECH_SENTENCE_MAX_LENGTH) {
      throw codedError(
        400,
        'speech_sentence_too_long',
        `This sentence is longer than ${SPEECH_SENTENCE_MAX_LENGTH} characters; the server does not read it aloud.`,
        { limit: SPEECH_SENTENCE_MAX_LENGTH },
      );
    }
    return { text: sentence.text, language: text.language, scope: `text:${text.id}` };
  }
}

import { paths } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeServer } from '@/testing/fake-server';
import { buildText } from '../test-data';
import { GENERATED_TEXT_ERROR, getGeneratedText } from './get-generated-text';

function serve(body: unknown) {
  const text = buildText();
  new FakeServer().on('GET', paths.generatedTexts.detail(text.id), () => ({ status: 200, body })).install();
  return text.id;
}

describe('getGeneratedText checks the text by GeneratedTextSchema', () => {
  test('a text passes, its unknown fields kept', async () => {
    const text = {
      ...buildText(),
      level_fit: { known_share: 0.9, learning_share: 0, new_share: 0.1, new_words: 3 },
    };
    const id = serve({ ...text, owner_email: 'ada@example.org' });
    await expect(getGeneratedText(id)).resolves.toMatchObject({
      topic: text.topic,
      owner_email: 'ada@example.org',
    });
  });

  // the level fit was never looked at by the hand-written check this replaces
  test.each([
    ['a share above 1', { level_fit: { known_share: 1.5, learning_share: 0, new_share: 0, new_words: 0 } }],
    ['a level fit without its counts', { level_fit: { known_share: 1 } }],
    ['a word number as text', { word_number: '100' }],
    ['an unknown status', { status: 'WRITING' }],
  ])('%s is the reader’s error', async (_case, change) => {
    const id = serve({ ...buildText(), ...change });
    const failure = getGeneratedText(id);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: GENERATED_TEXT_ERROR, status: 200 });
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

// the suite runs beside other busy suites: give slow renders some room
configure({ asyncUtilTimeout: 10_000 });

const LANGUAGES = '/api/reeprise/word_statuses/languages/';
const PLACEMENT = '/api/reeprise/word_statuses/placement/';
const SETTINGS = '/api/reeprise/user_settings/';

const spanish = { language: 'SPANISH', known: 2000, learning: 12, ignored: 3, placement_level: 'B1' };

function server(motherTongue: 'ENGLISH' | 'GERMAN' = 'ENGLISH', languages: unknown[] = [spanish]) {
  return new FakeServer()
    .addUser(buildWhoami(), { loggedIn: true, settings: { mother_tongue: motherTongue } })
    .on('GET', LANGUAGES, () => ({ status: 200, body: { languages } }))
    .on('POST', PLACEMENT, () => ({ status: 200, body: { marked_known: 2000, frequency_list_size: 10000 } }))
    .on('DELETE', PLACEMENT, () => ({ status: 200, body: { cleared: 1990 } }));
}

describe('settings › what you know (issue 34)', () => {
  test('each language shows its known words and placement; placement runs again at another level', async () => {
    const api = server();
    const { user } = renderRoute('/settings', { server: api });
    const section = await screen.findByRole('region', { name: 'Español (Spanish)' });
    expect(within(section).getByText('2,000 known words')).toBeInTheDocument();
    expect(within(section).getByText('12 learning · 3 ignored · Placed at B1')).toBeInTheDocument();

    const level = within(section).getByRole('combobox', { name: 'Level · Español (Spanish)' });
    expect(level).toHaveValue('B1');
    await user.selectOptions(level, 'B2');
    expect(
      within(section).getByText(
        'I can read newspaper articles and most novels written for adults. Marks the 4,000 most frequent words as known.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Run again' }));

    await waitFor(() => expect(api.requestsTo('POST', PLACEMENT)).toHaveLength(1));
    expect(api.requestsTo('POST', PLACEMENT)[0]?.body).toEqual({ language: 'SPANISH', level: 'B2' });
    expect(await screen.findByText('2,000 words marked as known.')).toBeInTheDocument();
    // the counts are asked for again
    await waitFor(() => expect(api.requestsTo('GET', LANGUAGES).length).toBeGreaterThan(1));
  });

  test('clearing a placement asks the server for that language and says how many words are new again', async () => {
    const api = server();
    const { user } = renderRoute('/settings', { server: api });
    const section = await screen.findByRole('region', { name: 'Español (Spanish)' });
    await user.click(within(section).getByRole('button', { name: 'Clear placement' }));
    await waitFor(() => expect(api.requestsTo('DELETE', PLACEMENT)).toHaveLength(1));
    expect(await screen.findByText('1,990 words are new again.')).toBeInTheDocument();
  });

  test('a language without words yet: choose it and a level', async () => {
    const api = server('ENGLISH', []);
    const { user } = renderRoute('/settings', { server: api });
    expect(
      await screen.findByText(
        'No known words yet. Choose your level below, or mark words as known while you read.',
      ),
    ).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Place yourself in a language' });
    const place = within(other).getByRole('button', { name: 'Place me' });
    expect(place).toBeDisabled();
    await user.selectOptions(within(other).getByRole('combobox', { name: 'Language to place' }), 'FRENCH');
    await user.selectOptions(within(other).getByRole('combobox', { name: 'Level' }), 'A2');
    await user.click(place);
    await waitFor(() =>
      expect(api.requestsTo('POST', PLACEMENT)[0]?.body).toEqual({ language: 'FRENCH', level: 'A2' }),
    );
  });

  test('a refused placement is said where it was asked for', async () => {
    const api = server().on('POST', PLACEMENT, () => ({ status: 500 }));
    const { user } = renderRoute('/settings', { server: api });
    const section = await screen.findByRole('region', { name: 'Español (Spanish)' });
    await user.click(within(section).getByRole('button', { name: 'Run again' }));
    expect(await within(section).findByText('Your level could not be saved.')).toBeInTheDocument();
  });

  test('figures that cannot be loaded can be asked for again', async () => {
    let calls = 0;
    const api = server().on('GET', LANGUAGES, () =>
      ++calls === 1 ? { status: 500 } : { status: 200, body: { languages: [spanish] } },
    );
    const { user } = renderRoute('/settings', { server: api });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Español (Spanish)' })).toBeInTheDocument();
  });

  test('"Mark new words in texts" saves show_new_word_marks', async () => {
    const api = server();
    const { user } = renderRoute('/settings', { server: api });
    const marks = await screen.findByRole('switch', { name: 'Mark new words in texts' });
    expect(marks).toBeChecked();
    await user.click(marks);
    await waitFor(() =>
      expect(api.requestsTo('PATCH', SETTINGS)[0]?.body).toEqual({ show_new_word_marks: false }),
    );
  });

  test('in German', async () => {
    renderRoute('/settings', { server: server('GERMAN') });
    const section = await screen.findByRole('region', { name: 'Español (Spanisch)' });
    expect(within(section).getByText('2.000 bekannte Wörter')).toBeInTheDocument();
    expect(within(section).getByText('12 im Lernen · 3 ignoriert · Eingestuft: B1')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Einstufung zurücknehmen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Neue Wörter in Texten markieren' })).toBeInTheDocument();
  });
});

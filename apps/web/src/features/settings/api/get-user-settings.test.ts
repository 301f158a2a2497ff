import { UserSettingsSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readUserSettings } from './get-user-settings';

const settings = {
  mother_tongue: 'GERMAN',
  show_welcome_card: true,
  show_experimental_features: false,
  app_name: null,
  desired_retention: 0.9,
  show_new_word_marks: true,
};

describe('readUserSettings', () => {
  test.each<[string, unknown]>([
    ['the settings', settings],
    ['an app name', { ...settings, app_name: 'Lesen' }],
    ['the longest app name', { ...settings, app_name: 'x'.repeat(9) }],
    ['an app name too long', { ...settings, app_name: 'x'.repeat(10) }],
    ['an app name as a number', { ...settings, app_name: 5 }],
    ['extra fields', { ...settings, email: 'ada@example.org' }],
    ['an unknown mother tongue', { ...settings, mother_tongue: 'FRENCH' }],
    ['a welcome card as text', { ...settings, show_welcome_card: 'true' }],
    ['no experimental flag', { ...settings, show_experimental_features: undefined }],
    ['a retention as text', { ...settings, desired_retention: '0.9' }],
    ['no retention', { ...settings, desired_retention: undefined }],
    ['new-word marks off', { ...settings, show_new_word_marks: false }],
    ['new-word marks as text', { ...settings, show_new_word_marks: 'false' }],
    ['no new-word marks setting', { ...settings, show_new_word_marks: undefined }],
    ['a target share', { ...settings, target_known_share: 0.9 }],
    ['a target share as text', { ...settings, target_known_share: '0.9' }],
    ['a target share of null', { ...settings, target_known_share: null }],
    ['new words per day', { ...settings, new_words_per_day: 20 }],
    ['no new words per day', { ...settings, new_words_per_day: 0 }],
    ['new words per day as text', { ...settings, new_words_per_day: '20' }],
    ['a fraction of new words per day', { ...settings, new_words_per_day: 2.5 }],
    ['a list', [settings]],
    ['null', null],
  ])('judges %s as UserSettingsSchema does', (_case, json) => {
    const parsed = UserSettingsSchema.safeParse(json);
    expect(readUserSettings(json)).toEqual(parsed.success ? parsed.data : undefined);
  });
});

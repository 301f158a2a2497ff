// The extras' and admin area's strings (a quarter of all strings) load with those pages, not with every
// page: each module that uses `extras.*` keys imports this file for its side effect, before it renders.
import { extrasDe, extrasEn } from './areas/extras';
import { i18n } from './index';

if (!i18n.exists('extras.retry', { lng: 'en' })) {
  i18n.addMessages('en', { extras: extrasEn });
  i18n.addMessages('de', { extras: extrasDe });
}

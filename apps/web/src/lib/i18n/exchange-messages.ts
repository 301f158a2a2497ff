// Issue 19's strings (list search and order, export and import, web dictionaries, reading aloud) load with
// the pages that use them, not with every page: each module that uses `exchange.*` keys imports this file
// for its side effect, before it renders (as extras-messages.ts does for the extras).
import { exchangeDe, exchangeEn } from './areas/exchange';
import { i18n } from './index';

if (!i18n.exists('exchange.list.search', { lng: 'en' })) {
  i18n.addResourceBundle('en', 'translation', { exchange: exchangeEn }, true, false);
  i18n.addResourceBundle('de', 'translation', { exchange: exchangeDe }, true, false);
}

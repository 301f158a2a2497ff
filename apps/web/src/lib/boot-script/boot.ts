/**
 * The boot script, /theme.js: the one classic script in <head> (the CSP allows no inline script), run
 * before the first paint. Built from these modules by build/boot-script.ts (an IIFE, minified), with the
 * app's own code for each rule:
 * - the learner's colour scheme on <html>, so no page flashes light before turning dark (lib/color-scheme.ts);
 * - the starting language's strings asked for at once (starting-strings.ts);
 * - in a signed-in browser, the first page's files and API answers asked for at once (first-page.ts).
 */
import { applyColorScheme } from '../color-scheme';
import { askForFirstPage } from './first-page';
import { askForStartingStrings } from './starting-strings';

applyColorScheme();
askForStartingStrings(document.currentScript);
askForFirstPage(document.currentScript);

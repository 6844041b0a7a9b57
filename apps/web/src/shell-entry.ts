/**
 * The app pages' shells' small script (decision 0078): loaded async beside the app's own script by
 * `scripts/prerender.mjs`, it makes the shell's menu button and language select work until the app replaces the shell.
 */
import { wireShellMenu } from './public/shell-menu';

wireShellMenu(document);

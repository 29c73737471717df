#!/usr/bin/env node
// Draws the installed app's icons (public/icons/*.png, named in the web app manifest in vite.config.ts)
// from the favicon's artwork (public/favicon.svg: a gold hex with a castle) with the harness's Chromium.
// Run by hand after the artwork changes: node tests/e2e/makeIcons.mjs
//  - the "any" icon is the artwork itself (favicon.svg in the manifest), so it needs no rendering;
//  - maskable-192.png ("maskable": phone launchers' icons are at most 192 px; also iOS's apple-touch-icon,
//    which it scales to 180): the hex inside the
//    middle 80 % circle (the part no phone's mask cuts away) on the page's dark blue, to the edges.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launchBrowsers, log, requireChromium } from './harness.mjs';

const OUT = join(ROOT, 'public', 'icons');
const artwork = readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8');
/** The artwork's drawing, without its <svg> element, in its own 64-unit square. */
const drawing = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(artwork)[1];
/** The page's background (src/ui/styles.css --bg): one flat colour, which a PNG keeps small (a gradient was 70 KB). */
const BG = '#101a26';

/** The hex spans 58 of 64 units tall (3..61), its stroke 1.5 more: 0.8 x 64 across is the safe zone's diameter. */
const SAFE_SCALE = (0.8 * 64) / 61;

function svg(size) {
  const shift = 32 - 32 * SAFE_SCALE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BG}"/><g transform="translate(${shift} ${shift}) scale(${SAFE_SCALE})">${drawing}</g></svg>`;
}

const ICONS = [['maskable-192.png', 192]];

/**
 * A few flat colours need no 24-bit PNG: Debian's pngquant (a palette) and optipng (deflate) make the
 * icon 1 KB instead of 5, which the site's weight counts (the service worker precaches them).
 */
function squeeze(file) {
  for (const [tool, args] of [
    ['pngquant', ['--force', '--quality=70-95', '--speed', '1', '--strip', '--ext', '.png']],
    ['optipng', ['-quiet', '-o5']],
  ]) {
    const run = spawnSync(tool, [...args, file], { stdio: 'inherit' });
    if (run.error) throw new Error(`${tool} is missing: apt-get install -y pngquant optipng`);
  }
}

requireChromium();
const browsers = await launchBrowsers(1, { viewport: { width: 512, height: 512 } });
try {
  const page = await browsers.contexts[0].newPage();
  for (const [name, size] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(size)}`);
    await page.locator('svg').screenshot({ path: join(OUT, name), omitBackground: true });
    squeeze(join(OUT, name));
    log(`drew ${join(OUT, name)} (${size}x${size})`);
  }
} finally {
  await browsers.close();
}

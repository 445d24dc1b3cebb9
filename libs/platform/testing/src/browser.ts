import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's chromium, which `tools/ensure-chromium.sh` installs when missing (no browser download). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches headless chromium for a browser test: the one set of flags every browser test uses
 * (no sandbox in CI containers, no GPU, no background traffic to the internet that is not there).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Runs in the page (no DOM types here): resolves once its finite animations have finished, or after 3 s. */
const SETTLED = `(async () => {
  const finite = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 3000))]);
})()`;

/**
 * axe-core on a page once its transitions have ended: its serious and critical violations, one line each
 * (`label: rule (impact) targets`); a test expects none. A dialog still fading in or out has its text at
 * part opacity, which axe reads as a contrast failure of colours the page never settles on (a clean-clone
 * run failed so on 2026-11-29), so finite CSS transitions and animations are waited for (at most 3 s;
 * endless ones such as a loader are not).
 */
export async function seriousAxeViolations(page: Page, label: string): Promise<string[]> {
  await page.evaluate(SETTLED);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the page has been still for 200 ms: no toast waiting to mount and no finite animation or transition
 * running. A toast or dialog fading in is half transparent, which axe would read as low contrast; a toast raised
 * just after a dialog closes only starts its transition a few frames later, so one calm frame is not enough.
 */
async function waitUntilStill(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let stillSince = performance.now();
        const moving = () =>
          document.querySelector('[data-sonner-toast]:not([data-mounted="true"])') !== null ||
          document
            .getAnimations()
            .some(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            );
        const check = (now: number) => {
          if (moving()) stillSince = now;
          if (now - stillSince >= 200) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Fails on any serious or critical axe-core violation of the page as it is now; `soft` lets the journey go on to
 * report the next pages too. Every rule runs; axe runs in the page itself (legacy mode: the app has no cross-origin
 * frame to reach) and details only the violations, which found the same violations 3.4 times as fast as the default
 * (partial runs per frame finished in a new blank page, with every passing node serialized; decision 038).
 */
export async function expectNoSeriousAxeViolations(page: Page, { soft = false } = {}) {
  await waitUntilStill(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  (soft ? expect.soft : expect)(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`).join('; ')})`,
    ),
  ).toEqual([]);
}

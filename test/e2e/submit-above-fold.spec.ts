import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FONTS, LOGOS, PROGRESS_STYLES, SWITCH_FLAGS, THEMES } from '../../variants/routes/page-flags';
import { SURVEY_ROUTES } from '../../variants/routes/route-table';
import { PHONE, openSubmitScreen, submitScreens, type SubmitScreen } from './submit-screens';
import { waitForHydration } from './held-scripts';

/**
 * A whole questionnaire on one screen: the visitor scrolls through every question before posting, so its button
 * stands at their end and does not dock (src/funnel/steps/form-step.tsx). Every other submit step is checked.
 */
const WHOLE_QUESTIONNAIRES = ['/survey/one-page OnePageSurvey'];

/** The tallest screens: the combined last step in Spanish, five firms to choose, a form's four fields. */
const TALLEST = [
  '/survey/v4nv-es?last-step=combined AllPii',
  '/survey/v4nv-d2 PhoneAndBuyersConsent',
  '/survey/start ThirdQuestions',
];

test.use({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' });

/** Opens the screen and waits for its button: the survey has resumed at the step, at the top of the page. */
async function open(page: Page, screen: SubmitScreen, query = '') {
  await openSubmitScreen(page, screen, query);
  const section = page.locator(`section[data-step="${screen.step}"]:not([inert] *)`);
  const button = section.locator('[data-action="submit"]');
  await expect(button).toBeVisible();
  // The walks here press the button and read its errors: they must not race the scripts on a loaded machine.
  await waitForHydration(page);
  // As a step change leaves it: at the top of the page, once the fonts are in and a frame has been laid out.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return { section, button };
}

/** A look the survey root takes: one of its attributes set, or one flag added to its data-flags. */
interface Look {
  attribute: string;
  value: string;
}

/**
 * Why the button is not in sight at once, for each look in turn ('' for the page as it is): it must lie on the
 * screen with nothing laid over it. The looks are the root's attributes, as the page's inline script sets them
 * from the address before the first paint, and the stylesheet follows them; each is undone after.
 */
async function outOfSight(button: Locator, looks: readonly Look[] = []): Promise<string[]> {
  return button.evaluate(
    (element, { looks, height }) => {
      const root = element.closest('[data-variant]')!;
      const problems: string[] = [];
      for (const look of [null, ...looks]) {
        const kept = look ? (root.getAttribute(look.attribute) ?? '') : '';
        if (look)
          root.setAttribute(
            look.attribute,
            look.attribute === 'data-flags' ? `${kept} ${look.value}` : look.value,
          );
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const named = look ? ` ${look.attribute}=${look.value}` : '';
        if (box.top < 0 || box.bottom > height)
          problems.push(`${named} button ends at y = ${Math.round(box.bottom)}`);
        else if (!hit || !element.contains(hit))
          problems.push(`${named} button covered by ${hit?.outerHTML.slice(0, 80)}`);
        if (look) root.setAttribute(look.attribute, kept);
      }
      return problems;
    },
    { looks, height: PHONE.height },
  );
}

/** Fields without a label of their own, by name: compacting the step must keep every label. */
async function unlabelledFields(section: Locator): Promise<string[]> {
  return section.evaluate((element) =>
    [...element.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')]
      .filter((field) => ![...(field.labels ?? [])].some((label) => label.textContent?.trim()))
      .map((field) => field.name),
  );
}

/** Whether an element's box lies on the screen. */
async function onScreen(element: Locator): Promise<boolean> {
  if ((await element.count()) === 0) return false;
  const box = await element.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

/** Whether an element's box lies on the screen and clear of the docked consent and button. */
async function clearOfTheDock(page: Page, element: Locator): Promise<boolean> {
  const box = (await element.boundingBox())!;
  const dock = await page.locator('[data-part="submit-bar"]').boundingBox();
  const limit = dock && dock.y + dock.height >= PHONE.height - 1 ? dock.y : PHONE.height;
  return box.y >= 0 && box.y + box.height <= limit;
}

test('every submit step’s button is above the fold on a 375 × 667 phone, with its labels and its consent one tap away', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the phone is the point; one walk set is enough');
  test.setTimeout(3 * 60_000);
  const screens = await submitScreens();
  // Every route of every variant is among those the screens stand for, in both languages.
  const covered = new Set(screens.flatMap((screen) => screen.standsFor.map((name) => name.split(/[ ?]/)[0])));
  expect(SURVEY_ROUTES.map((route) => route.path).filter((path) => !covered.has(path))).toEqual([]);
  expect(new Set(screens.map((screen) => screen.route.language))).toEqual(new Set(['en', 'es']));
  const problems: string[] = [];
  const skipped: string[] = [];
  for (const screen of screens) {
    if (WHOLE_QUESTIONNAIRES.includes(screen.name)) {
      skipped.push(screen.name);
      continue;
    }
    testInfo.annotations.push({ type: 'screen', description: screen.standsFor.join(', ') });
    const { section, button } = await open(page, screen);
    problems.push(
      ...(await outOfSight(button)).map((problem) => `${screen.standsFor.join(', ')}:${problem}`),
    );
    const unlabelled = await unlabelledFields(section);
    if (unlabelled.length > 0) problems.push(`${screen.name}: no label for ${unlabelled.join(', ')}`);
    // The consent's short form above the button, and the full text the lead stores one tap away.
    const readConsent = section.locator('button[aria-controls="tcpa-consent"]');
    if (!(await onScreen(readConsent))) {
      problems.push(`${screen.name}: the way to the full consent is not in sight`);
      continue;
    }
    await readConsent.click();
    await expect(section.locator('#tcpa-consent')).toBeVisible();
    await expect(section.locator('#tcpa-consent')).toContainText(/AI|IA/);
  }
  expect(skipped).toEqual(WHOLE_QUESTIONNAIRES);
  expect(problems).toEqual([]);
});

test('the tallest submit steps keep their button in sight in every theme and with each flag', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the phone is the point');
  const screens = (await submitScreens()).filter((screen) => TALLEST.includes(screen.name));
  expect(screens.map((screen) => screen.name).sort()).toEqual([...TALLEST].sort());
  const looks: Look[] = [
    ...THEMES.map((value) => ({ attribute: 'data-theme', value })),
    ...LOGOS.map((value) => ({ attribute: 'data-logo', value })),
    ...FONTS.map((value) => ({ attribute: 'data-font', value })),
    ...PROGRESS_STYLES.map((value) => ({ attribute: 'data-progress-style', value })),
    ...SWITCH_FLAGS.map((value) => ({ attribute: 'data-flags', value })),
  ];
  const problems: string[] = [];
  for (const screen of screens) {
    // The flags that change the last step's words are read by the page's script: they come with the address.
    const { button } = await open(page, screen, 'find-me-a-lawyer=yes&update-text-last-step=yes');
    problems.push(...(await outOfSight(button, looks)).map((problem) => `${screen.name}:${problem}`));
  }
  expect(problems).toEqual([]);
});

test('the docked consent and button never cover the field in focus or its error sentence', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the phone is the point');
  const screens = await submitScreens();
  const docked = [
    { name: '/survey/start ThirdQuestions', query: '' },
    { name: '/survey/v4nv-es?last-step=combined AllPii', query: 'extra-header=yes&show-meter=yes' },
    { name: '/survey/v4nv-d2 PhoneAndBuyersConsent', query: '' },
  ];
  for (const { name, query } of docked) {
    const screen = screens.find((candidate) => candidate.name === name)!;
    const { section, button } = await open(page, screen, query);
    const dock = page.locator('[data-part="submit-bar"]');
    const dockBox = (await dock.boundingBox())!;
    expect(dockBox.y + dockBox.height, `${name}: docked at the screen's foot`).toBeCloseTo(PHONE.height, 0);
    // Posting with every field empty: each field in error is visited, as Tab or the error's focus brings it.
    await button.click();
    const invalid = section.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeFocused();
    for (const field of await invalid.all()) {
      await field.focus();
      const error = section.locator(`#${await field.getAttribute('aria-describedby')}`);
      await expect(error).toBeVisible();
      expect(await clearOfTheDock(page, field), `${name}: ${await field.getAttribute('name')}`).toBe(true);
      expect(await clearOfTheDock(page, error), `${name}: its error sentence`).toBe(true);
    }
    // Each firm's checkbox too, reached by Tab from the phone.
    for (const firm of await section.locator('input[name="selected_buyers"]').all()) {
      await page.keyboard.press('Tab');
      await expect(firm).toBeFocused();
      expect(await clearOfTheDock(page, firm), `${name}: ${await firm.getAttribute('value')}`).toBe(true);
    }
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  }
});

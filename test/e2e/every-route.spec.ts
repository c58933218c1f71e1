import { expect, test } from './transition-recording';
import { loadVariant } from '../../variants';
import { SURVEY_ROUTES } from '../../variants/routes/route-table';
import { browserPaths, walkPath } from './generated-walk';
import { waitForHydration } from './held-scripts';
import { storedLead } from './server-records';
import { routesCoveringEveryFeature, walkFeatures, type WalkableRoute } from './route-cover';

/**
 * The fewest routes of the route table whose walks, in Chromium along each one's shortest generated path, show every
 * kind of step, every delivery path, every thank-you page and both languages end to end (test/e2e/route-cover.ts).
 * Every branch of every variant is walked by the model tests (test/model/), and every path's first step is checked
 * in its prerendered HTML by variants.spec.ts; the server walks every variant's covering paths through its forms and
 * stores the lead the browser would have posted (test/server/survey-forms/generated-walks.test.ts). One viewport and
 * no slide animation are enough here: the walks in v4nv.spec.ts take the animation.
 */
const SURVEY_SETUPS = [
  ...new Map(
    SURVEY_ROUTES.map((route) => [`${route.variant} ${route.thankYouPage} ${route.language}`, route]),
  ).values(),
];
const WALKABLE: WalkableRoute[] = await Promise.all(
  SURVEY_SETUPS.map(async (route) => {
    const definition = await loadVariant(route.variant);
    const [path] = browserPaths(definition, route).sort((a, b) => a.steps.length - b.steps.length);
    return { route, definition, path: path! };
  }),
);

for (const walkable of routesCoveringEveryFeature(WALKABLE)) {
  const { route, definition, path } = walkable;
  test(`${route.path} walks to its end (${walkFeatures(walkable).join(', ')})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'walked once, at desktop width');
    const email = `route${route.path.replaceAll('/', '.')}@example.com`;
    // The phone check before a one-to-one post has its own walks (one-to-one.spec.ts); here it is switched off.
    await page.goto(route.flags?.on?.includes('verify-phone') ? `${route.path}?verify-phone=no` : route.path);
    await expect(page.locator(`[data-variant="${route.variant}"]`)).toBeVisible();
    await waitForHydration(page);
    // A flow that ends on its own screen after the post (GPO and MMM) opens no thank-you page.
    const ownEndStep = Object.values(definition.steps).find(
      (step) => step.submit && typeof step.next === 'string' && !step.nextOnlyWhen,
    )?.next;
    const ownEnd = typeof ownEndStep === 'string' ? ownEndStep : undefined;
    // The address the thank-you page opens with: it takes the e-mail and phone out of it once loaded. (Watched only
    // where there is one: a watch left waiting fails the test when it ends.)
    const thankYou =
      ownEnd !== undefined
        ? undefined
        : page.waitForRequest(
            (request) =>
              request.isNavigationRequest() && new URL(request.url()).pathname === route.thankYouPage,
          );
    await walkPath(page, definition, path, { email });
    if (ownEnd !== undefined || !thankYou) {
      await expect(page.locator(`section[data-step="${ownEnd}"]`)).toBeVisible();
    } else {
      await page.waitForURL((url) => url.pathname === route.thankYouPage);
      const query = new URL((await thankYou).url()).searchParams;
      expect(query.get('email')).toBe(email);
      if (route.language === 'es') {
        expect(query.get('lang')).toBe('es');
        const { lead } = await storedLead(request, email);
        expect(lead.language).toBe('es');
        // The consent stored is the Spanish text the visitor read above the Spanish button.
        expect(lead.tcpa).toMatch(/^Al hacer clic en "Obtener mi evaluación gratuita"/);
      }
    }
  });
}

import type { VariantDefinition } from '../variants/variant-definition';
import { loadVariant, type VariantId } from '../variants/index';
import { SURVEY_ROUTES, type SurveyRoute } from '../variants/routes/route-table';

/**
 * The survey routes as a Markdown table, one row per path of `SURVEY_ROUTES`, with what each variant's definition
 * says about its post and its ending, so docs/funnels.md cannot say otherwise than the route table does.
 */

const POSTS_TO: Record<NonNullable<VariantDefinition['delivery']>, string> = {
  'post-lead': '`/post-lead`',
  ingest: '`/ingest`',
  ticket: '`/ticket-lead`',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

function offer(route: SurveyRoute, definition: VariantDefinition): string {
  const rules = (definition.offerRules ?? []).map(
    (rule) => `; ${rule.oid}, ${rule.affid} when \`${rule.field}\` is yes`,
  );
  return `${route.oid}, ${route.affid}${rules.join('')}`;
}

/** Where the visitor lands once the lead is posted: the route's thank-you page, or a final step of the variant. */
function afterThePost(route: SurveyRoute, definition: VariantDefinition): string {
  for (const step of Object.values(definition.steps)) {
    if (!step.submit || typeof step.next !== 'string') continue;
    const screen = `its own \`${step.next}\` screen`;
    if (step.nextOnlyWhen === 'disqualified')
      return `${screen} when disqualified, else ${route.thankYouPage}`;
    return screen;
  }
  return route.thankYouPage;
}

function notes(route: SurveyRoute): string {
  const flags = [
    ...(route.flags?.theme ? [`theme=${route.flags.theme}`] : []),
    ...(route.flags?.logo ? [`logo=${route.flags.logo}`] : []),
    ...(route.flags?.font ? [`font=${route.flags.font}`] : []),
    ...(route.flags?.progress ? [`progress=${route.flags.progress}`] : []),
    ...(route.flags?.on ?? []).map((flag) => `${flag}=yes`),
    ...(route.flags?.meterMultiplier ? [`meter ×${route.flags.meterMultiplier}`] : []),
  ];
  return [
    ...(route.language === 'es' ? ['Spanish'] : []),
    ...(route.routingStateList ? [`routing states \`${route.routingStateList}\``] : []),
    ...(route.buyers ? [`fixed buyers \`${route.buyers}\``] : []),
    ...(route.combinedLastStep ? ['combined last step'] : []),
    ...(route.skipIntro ? ['opens past the intro'] : []),
    ...(flags.length > 0 ? [`flags \`${flags.join(' ')}\``] : []),
  ].join('; ');
}

export async function surveyRoutesTable(): Promise<string> {
  const ids = [...new Set(SURVEY_ROUTES.map((route) => route.variant))];
  const definitions = new Map<VariantId, VariantDefinition>(
    await Promise.all(ids.map(async (id) => [id, await loadVariant(id)] as const)),
  );
  return [
    '| path | variant (`data-variant`) | oid, affid | posts to | after the post | also |',
    '| --- | --- | --- | --- | --- | --- |',
    ...SURVEY_ROUTES.map((route) => {
      const definition = definitions.get(route.variant)!;
      const cells = [
        `\`${route.path}\``,
        `${definition.title} (\`${definition.id}\`)`,
        offer(route, definition),
        POSTS_TO[definition.delivery ?? 'post-lead'],
        afterThePost(route, definition),
        notes(route),
      ];
      return `| ${cells.map(cell).join(' | ')} |`;
    }),
  ].join('\n');
}

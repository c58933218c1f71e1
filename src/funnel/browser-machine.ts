import { createFunnelMachine, provideCalls, type FunnelMachine } from '../../machines/create-funnel-machine';
import { holdLead } from '../../services/held-leads';
import { lookUpZip } from '../../services/api/zip-place/zip-place-client';
import type { PageHookName, VariantDefinition } from '../../variants/variant-definition';
import { branchingRegistries } from '../../variants/registries/branching-registries';
import type { SurveyRoute } from '../../variants/routes/route-table';
import { deferredPoster, deferredSubmission } from './lead-code';
import { leadPathOf } from './lead-destination';
import { runPageHook } from './page-hooks';

let built: {
  definition: VariantDefinition;
  route: SurveyRoute;
  settings: string;
  machine: FunnelMachine;
} | null = null;

/**
 * A variant's machine as the browser runs it: the factory's statechart with the browser's calls (the zip lookup,
 * the lead's post) and the side effects the machine only names (page hooks, holding the lead at the tap). The
 * last one built is kept: the page builds it in a task of its own before it hydrates (src/funnel/survey-page.tsx),
 * and hydration finds it ready.
 */
export function browserMachine(
  definition: VariantDefinition,
  route: SurveyRoute,
  partnerOfferTemplate: string,
  dateOfBirthStates: readonly string[],
): FunnelMachine {
  const settings = `${partnerOfferTemplate}\n${dateOfBirthStates.join(' ')}`;
  if (built?.definition === definition && built.route === route && built.settings === settings)
    return built.machine;
  const machine = buildBrowserMachine(definition, route, partnerOfferTemplate, dateOfBirthStates);
  built = { definition, route, settings, machine };
  return machine;
}

function buildBrowserMachine(
  definition: VariantDefinition,
  route: SurveyRoute,
  partnerOfferTemplate: string,
  dateOfBirthStates: readonly string[],
): FunnelMachine {
  // The submission half of the registries is the lead's code, loaded after the first paint (./lead-code.ts).
  const registries = {
    ...branchingRegistries(dateOfBirthStates),
    submission: deferredSubmission(definition, route.routingStateList),
  };
  const machine = provideCalls(
    createFunnelMachine(definition, { ...registries, skipIntro: route.skipIntro }),
    {
      lookUpPlace: lookUpZip,
      postLead: deferredPoster(definition, partnerOfferTemplate),
    },
  );
  return machine.provide({
    actions: {
      // The engine names hooks by any string; this machine's come from the variant's definition, whose hooks the
      // type check holds to the page's own (PageHookName).
      pageHook: ({ context }, params: { hook: string }) =>
        runPageHook(params.hook as PageHookName, context.input.tracking),
      // Synchronous, in the tap's own handler: from here on the lead survives a lost signal or a closed tab.
      holdLead: ({ context }) => {
        if (context.lead) holdLead(leadPathOf(definition), context.lead);
      },
    },
  });
}

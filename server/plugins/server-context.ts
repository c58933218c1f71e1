import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Providers } from '../providers';
import type { LeadDatabase } from '../storage/database';
import type { Stores } from '../storage/stores';
import type { SurveyPageRenderer } from '../survey-forms/form-page';

/** What every plugin and route group is handed: the settings, the stores made once, the providers and the clock. */
export interface ServerContext {
  config: ServerConfig;
  database: LeadDatabase;
  stores: Stores;
  providers: Providers;
  clock: Clock;
  /** The survey's pages for a form posted without JavaScript, rendered by the prerender's server build. */
  surveyPages: SurveyPageRenderer;
}

import surveyFlagsCss from './survey-flags.css?raw';
import surveyScreenCss from './survey-screen.css?raw';

/**
 * The survey's themes and flags (spec section 2), and the question's phone layout (survey-screen.css), written into
 * the prerendered page: as a stylesheet of its own they held every survey's first paint back by a round trip
 * (about half a second on slow 4G). Only the prerendered page carries the rules; the browser keeps the element as
 * the HTML has it, so none of the text is in the page's JavaScript.
 */
export function SurveyFlagsStyle() {
  return (
    <style
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `${surveyFlagsCss}\n${surveyScreenCss}` : '' }}
      suppressHydrationWarning
    />
  );
}

import { CHOICE_FLAGS, SWITCH_FLAGS } from '../variants/routes/page-flags';
import { RESUMING_ATTRIBUTE, TAB_FUNNEL_PREFIX } from './resume-marker';

/** The survey root's attribute of each choice flag, keyed by its query name. */
const CHOICE_ATTRIBUTES: Record<keyof typeof CHOICE_FLAGS, string> = {
  theme: 'data-theme',
  logo: 'data-logo',
  font: 'data-font',
  progress: 'data-progress-style',
};

/**
 * A flag set by the query must show in the first paint, not after hydration (the look would jump: CLS). The
 * prerendered survey root carries its route row's flags; this inline script, its first child, lays the query's
 * over them before the page paints, by the rule of variants/routes/page-flags.ts (`pageFlags`), whose tables it is built
 * from; test/unit/variants/routes/page-flags.test.ts holds the two to the same table of cases. A tab that holds a funnel
 * of this survey in progress will resume it after hydration, so the root is marked as resuming and its prerendered
 * first question is not painted first (survey-screen.css; the page unmarks it once the resumed step is shown). It
 * is a string so
 * the bytes in the page are exactly the bytes the server hashes into its Content-Security-Policy.
 */
export const PAGE_FLAGS_SCRIPT =
  '(function(){var r=document.currentScript.parentNode,q=new URLSearchParams(location.search),' +
  `c=${JSON.stringify(Object.fromEntries(Object.entries(CHOICE_FLAGS).map(([name, values]) => [name, [CHOICE_ATTRIBUTES[name as keyof typeof CHOICE_FLAGS], values]])))},` +
  `s=${JSON.stringify(SWITCH_FLAGS)};` +
  'function v(n){var x=q.get(n);return x==null?null:x.trim().toLowerCase()}' +
  'for(var n in c){var x=v(n);if(c[n][1].indexOf(x)>=0)r.setAttribute(c[n][0],x)}' +
  "var o=(r.getAttribute('data-flags')||'').split(' ');" +
  "r.setAttribute('data-flags',s.filter(function(f){var x=v(f);" +
  "return x=='yes'||x=='true'||x=='1'?true:x=='no'||x=='false'||x=='0'?false:o.indexOf(f)>=0}).join(' '));" +
  `try{if(sessionStorage.getItem(${JSON.stringify(TAB_FUNNEL_PREFIX)}+location.pathname.replace(/\\/$/,'')))` +
  `r.setAttribute(${JSON.stringify(RESUMING_ATTRIBUTE)},'')}catch(e){}})()`;

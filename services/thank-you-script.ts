import { REASON_FAMILIES } from '../guards/dq-reasons';
import { CONTACT_QUERY_FIELDS } from '../guards/thank-you-query';
import { endingKeys } from '../variants/texts/endings';
import { HELD_LEADS_KEY } from './held-leads';
import { LEAD_UNKEPT_ATTRIBUTE, UNKEPT_LEAD_FRAGMENT, UNKEPT_LEAD_GLOBAL } from './unkept-lead';

/**
 * The thank-you page is one prerendered document per language, but its words depend on the visitor's query: the
 * result (q) and, on the page the benefits flow shares with the accident funnels, the flow. This inline script,
 * first in the page's result area, names them on <html> before the first paint, and the page's CSS shows only
 * that wording: the card is as tall as what the visitor reads, with no blank room kept for the others, and
 * nothing moves when the page hydrates. It also says whether this browser still holds an unsent lead, the only
 * case the delivery notice needs room, or whether the funnel handed it a lead the browser refused to keep
 * (`unkept-lead.ts`): that lead is taken out of the address at once, before any other script can read it. A
 * string, so the bytes in the page are the bytes the server hashes into its Content-Security-Policy.
 *
 * A visitor who was not matched reads the ending written for their reason (variants/texts/endings.ts), chosen by the
 * query's dq_reason through the reasons' families (guards/dq-reasons.ts); a visitor who asked about pre-settlement
 * funding (funding=yes) reads the funding ending whatever the verdict. A reason with no ending keeps the flow's
 * general words.
 *
 * Once the page has loaded (its own scripts and any pixel an operator configured have read the query), the script
 * takes the visitor's e-mail and phone out of the address with history.replaceState: they stay out of the phone's
 * history, of a bookmark or a shared link, and of every call the page makes afterwards.
 */
export const THANK_YOU_RESULT_ATTRIBUTE = 'data-thank-you';
/** The visitor's state as the ending's law link needs it: TX, CA (the states with a page of their own) or other. */
export const ENDING_STATE_ATTRIBUTE = 'data-ending-state';

/** JSON as an inline script's literal: single quotes would need escaping, JSON's double quotes do not. */
const literal = (value: unknown) => JSON.stringify(value);
export const LEAD_HELD_ATTRIBUTE = 'data-lead-held';

export const THANK_YOU_SCRIPT =
  '(function(){var q=new URLSearchParams(location.search),h=document.documentElement,' +
  "f=q.get('flow'),r=q.get('q');" +
  "if(f!='benefits'&&f!='ticket')f=document.currentScript.parentNode.getAttribute('data-page-flow');" +
  `var w=f+'-'+(r=='y'?'qualified':r=='n'?'notMatched':'pending'),d=q.get('dq_reason')||'',` +
  `F=${literal(REASON_FAMILIES)},K=${literal(endingKeys())},e=q.get('funding')=='yes'?'funding':'',i,s=q.get('state');` +
  "if(!e&&r=='n')for(i=0;i<F.length;i++)if(d.indexOf(F[i][0])==0){e=F[i][1];break}" +
  "if(e&&K.indexOf(f+'-ending-'+e)>=0)w=f+'-ending-'+e;" +
  `h.setAttribute('${THANK_YOU_RESULT_ATTRIBUTE}',w);` +
  `h.setAttribute('${ENDING_STATE_ATTRIBUTE}',s=='TX'||s=='CA'?s:'other');` +
  `try{var l=JSON.parse(localStorage.getItem('${HELD_LEADS_KEY}')||'[]');if(l.length)h.setAttribute('${LEAD_HELD_ATTRIBUTE}','')}catch(e){}` +
  `if(location.hash.indexOf('${UNKEPT_LEAD_FRAGMENT}')==0){try{window.${UNKEPT_LEAD_GLOBAL}=JSON.parse(decodeURIComponent(location.hash.slice(${UNKEPT_LEAD_FRAGMENT.length})));` +
  `h.setAttribute('${LEAD_UNKEPT_ATTRIBUTE}','')}catch(e){}history.replaceState(history.state,'',location.pathname+location.search)}` +
  `function c(){try{var u=new URL(location.href),p=u.searchParams,k=${JSON.stringify(CONTACT_QUERY_FIELDS).replace(/"/g, "'")},d=0;` +
  'for(var i=0;i<k.length;i++)if(p.has(k[i])){p.delete(k[i]);d=1}' +
  "if(d)history.replaceState(history.state,'',u.pathname+u.search+u.hash)}catch(e){}}" +
  "if(document.readyState=='complete')c();else addEventListener('load',c)})()";

/**
 * A visitor on a slow phone sees the prerendered page and can tap it before its JavaScript has run. This inline
 * script, first in the head of every prerendered page, keeps what they do until the page is hydrated:
 * - a button press is held back (a form would otherwise submit natively, reloading the page with the answers,
 *   personal data included, in its URL) and the last one is kept; the pressed button is marked with
 *   EARLY_PRESS_ATTRIBUTE at once, which the step styles show as pressed, so the tap answers before React does;
 * - every field the visitor changed is noted with the value they gave it, since React does not notice a value
 *   that changed before it ran, and puts a controlled select back to its rendered value as it hydrates;
 * - a press is kept from React's own listeners too: React listens from the moment it starts hydrating, and a press
 *   it answered would be answered again when it is handed over.
 * It lives with the contracts because the server's Content-Security-Policy allows it by its hash.
 * src/app/early-input-replay.ts hands both to the page once React listens. It is a string, not a function, so the
 * bytes in the page are exactly the bytes the server hashes into its Content-Security-Policy.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

export const EARLY_INPUT_SCRIPT =
  `(function(){var w=window,d=document,A='${EARLY_PRESS_ATTRIBUTE}',q=w.__earlyInput={fields:[],values:[],press:null};` +
  'function on(type,handle){d.addEventListener(type,function(e){if(!w.__hydrated)handle(e)},true)}' +
  'function mark(b){var o=d.querySelectorAll("["+A+"]");for(var i=0;i<o.length;i++)o[i].removeAttribute(A);b.setAttribute(A,"")}' +
  "on('click',function(e){var b=e.target.closest&&e.target.closest('button');if(b){e.preventDefault();e.stopPropagation();q.press=b;mark(b)}});" +
  "on('submit',function(e){e.preventDefault();e.stopPropagation();if(!q.press){q.press=e.target;if(e.submitter)mark(e.submitter)}});" +
  'function note(e){var t=e.target,i;if(!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;i=q.fields.indexOf(t);' +
  'if(i<0)i=q.fields.push(t)-1;q.values[i]=/^(checkbox|radio)$/.test(t.type)?t.checked:t.value}' +
  "on('input',note);on('change',note)})()";
